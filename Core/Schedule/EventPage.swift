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
