/// Part of a schedule listing, resolved, in schedule order, and how many events it has in all.
public struct ScheduledEventPage: Hashable, Sendable {
    /// The events of the page.
    public var events: [ScheduledEvent]
    /// How many events the whole listing has.
    public var totalCount: Int

    /// Creates a page.
    public init(events: [ScheduledEvent], totalCount: Int) {
        self.events = events
        self.totalCount = totalCount
    }
}
