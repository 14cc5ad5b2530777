extension ConventionContent {
    /// The events matching a query, in its order (`EventQuery.isInOrder`), limited to a range, with
    /// the count `EventPage.reportedCount` gives: the rule every `ConventionStore` must agree with.
    public func events(matching query: EventQuery, in range: PageRange = .everything) -> EventPage {
        let events = self[Event.self]
        let candidates: [Event] = query.ids.map { ids in ids.compactMap { events[$0] } } ?? Array(events.all)
        let matching = candidates.filter(query.matches).sorted(by: query.isInOrder)
        let start = min(range.offset, matching.count)
        let end = range.limit.map { min(matching.count, start + $0) } ?? matching.count
        let counted = EventPage.reportedCount(of: matching.count, in: range)
        return EventPage(events: Array(matching[start..<end]), totalCount: counted.count, isCountComplete: counted.isComplete)
    }
}
