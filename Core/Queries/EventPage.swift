/// Part of the events matching a query, in schedule order, and how many match in all.
public struct EventPage: Hashable, Sendable {
    /// The events of the page, in schedule order.
    public var events: [Event]
    /// How many events match the query, on every page.
    public var totalCount: Int

    /// Creates a page.
    public init(events: [Event], totalCount: Int) {
        self.events = events
        self.totalCount = totalCount
    }
}

/// Which part of a result to read: skip `offset` events, then take at most `limit` (nil: the rest).
public struct PageRange: Hashable, Sendable {
    /// How many events to skip.
    public var offset: Int
    /// How many events to take at most; nil for all the rest.
    public var limit: Int?

    /// Creates a range; negative numbers count as zero.
    public init(offset: Int, limit: Int?) {
        self.offset = max(0, offset)
        self.limit = limit.map { max(0, $0) }
    }

    /// The whole result.
    public static let everything = PageRange(offset: 0, limit: nil)
}

extension ConventionContent {
    /// The events matching a query, in schedule order, limited to a range: the rule every
    /// `ConventionQueryStore` must agree with.
    public func events(matching query: EventQuery, in range: PageRange = .everything) -> EventPage {
        let candidates: [Event] = query.ids.map { ids in ids.compactMap { events[$0] } } ?? Array(events.all)
        let matching = candidates.filter(query.matches).sorted(by: EventQuery.isInScheduleOrder)
        let start = min(range.offset, matching.count)
        let end = range.limit.map { min(matching.count, start + $0) } ?? matching.count
        return EventPage(events: Array(matching[start..<end]), totalCount: matching.count)
    }
}
