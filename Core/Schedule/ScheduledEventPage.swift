/// Part of a schedule listing, resolved, in schedule order, and how many events it has in all
/// (or at least; see `EventPage.countedAhead`).
public struct ScheduledEventPage: Hashable, Sendable {
    /// The events of the page.
    public var events: [ScheduledEvent]
    /// How many events the whole listing has: exactly when `isCountComplete`, else at least this many.
    public var totalCount: Int
    /// Whether `totalCount` is the whole listing, not a lower bound.
    public var isCountComplete: Bool

    /// Creates a page.
    public init(events: [ScheduledEvent], totalCount: Int, isCountComplete: Bool = true) {
        self.events = events
        self.totalCount = totalCount
        self.isCountComplete = isCountComplete
    }
}
