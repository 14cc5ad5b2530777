/// Which page of the listed events a schedule view model shows.
///
/// The listing (a day, or search results) is cut into pages of a fixed number of events;
/// sections split by a page break repeat their time title on the next page.
public struct SchedulePageViewModel: Hashable, Sendable {
    /// The page shown, counting from 0, as `ScheduleSceneDelegate.scheduleSceneDidSelectPage(at:)` takes it.
    public var index: Int
    /// How many pages the listing has; 1 when everything fits on one page, or nothing is listed.
    public var count: Int
    /// How many events the listing holds over all its pages: exactly when `isCountComplete`, else at
    /// least this many (a broad listing is counted only some pages ahead; `count` is then at least
    /// as many pages too).
    public var eventCount: Int
    /// Whether `eventCount` and `count` are the whole listing's, not lower bounds.
    public var isCountComplete: Bool
    /// The positions in the listing, counting from 1, of the events this page shows, e.g. `51...100`;
    /// nil when nothing is listed.
    public var shownEvents: ClosedRange<Int>?
    /// What the page shows, e.g. `events 51–100 of 16,667 · page 2 of 334` (`of 550+ · page 1 of
    /// 11+` when the count is not complete); nil when everything fits
    /// on one page.
    public var summary: String?

    /// Creates the page's display values.
    public init(
        index: Int, count: Int, eventCount: Int, isCountComplete: Bool = true, shownEvents: ClosedRange<Int>?,
        summary: String?
    ) {
        self.index = index
        self.count = count
        self.eventCount = eventCount
        self.isCountComplete = isCountComplete
        self.shownEvents = shownEvents
        self.summary = summary
    }

    /// A listing that fits on one page.
    public static func single(eventCount: Int) -> SchedulePageViewModel {
        SchedulePageViewModel(
            index: 0, count: 1, eventCount: eventCount, shownEvents: eventCount > 0 ? 1...eventCount : nil,
            summary: nil)
    }

    /// The page shown, counting from 1, for display.
    public var number: Int { index + 1 }
    /// Whether a page comes before this one.
    public var hasPreviousPage: Bool { index > 0 }
    /// Whether a page comes after this one.
    public var hasNextPage: Bool { index + 1 < count }
}
