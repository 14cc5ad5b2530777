/// Part of the events matching a query, in schedule order, and how many match in all, or at
/// least (a broad query is counted only as far as `countedAhead` past the page).
public struct EventPage: Hashable, Sendable {
    /// The events of the page, in schedule order.
    public var events: [Event]
    /// How many events match the query: exactly when `isCountComplete`, else at least this many.
    public var totalCount: Int
    /// Whether `totalCount` is every match, not a lower bound.
    public var isCountComplete: Bool

    /// Creates a page.
    public init(events: [Event], totalCount: Int, isCountComplete: Bool = true) {
        self.events = events
        self.totalCount = totalCount
        self.isCountComplete = isCountComplete
    }

    /// How many matches past the end of the range asked for a store counts: a listing of a broad
    /// search then says "1–50 of 550+" without counting (or ranking) all its hits.
    public static let countedAhead = 500

    /// The count a store reports for a page of `range` when `matchCount` events match: exact up to
    /// `countedAhead` past the range's end (always for a range without a limit), else that bound.
    /// A store may count with `SELECT … LIMIT countLimit(for: range)` and pass what it found.
    public static func reportedCount(of matchCount: Int, in range: PageRange) -> (count: Int, isComplete: Bool) {
        guard let limit = countLimit(for: range), matchCount > limit else { return (matchCount, true) }
        return (limit, false)
    }

    /// How many matches a store needs to count for a page of `range`, nil for all.
    public static func countLimit(for range: PageRange) -> Int? {
        range.limit.map { range.offset + $0 + countedAhead }
    }
}
