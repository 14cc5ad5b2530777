/// Use case: find events by words in their title, subtitle, abstract, hosts or tags.
///
/// Matching ignores case, and every word of the query must begin a word of the event
/// ("art" finds "Art Show" and "artists", not "Party"). Results are ranked: matches in the title
/// first, then in the hosts, the tags, the rest (`EventQuery.relevance(of:)`), each rank in
/// schedule order. Hidden events are found too, marked (`ScheduledEvent.isHidden`): a search is how
/// the attendee finds what they hid. A store that reads in parts answers the search itself (the SQLite store with
/// its full-text index), a page at a time.
@MainActor
public struct SearchEventsUseCase {
    let repository: ConventionRepository

    /// Every event matching a query that passes the filter (whose `favouritesOnly` scopes the
    /// search), ranked.
    public func search(_ query: String, filteredBy filter: ScheduleFilter = .none) -> [ScheduledEvent] {
        let words = EventQuery.searchWords(in: query)
        guard !words.isEmpty else { return [] }
        return repository.scheduledEvents(matching: eventQuery(words, filter)).events
    }

    /// Part of the events matching a query that pass the filter, ranked, with how many match in
    /// all; a query without words matches nothing.
    public func page(_ query: String, filteredBy filter: ScheduleFilter = .none, in range: PageRange) -> ScheduledEventPage {
        let words = EventQuery.searchWords(in: query)
        guard !words.isEmpty else { return ScheduledEventPage(events: [], totalCount: 0) }
        return repository.scheduledEvents(matching: eventQuery(words, filter), in: range)
    }

    private func eventQuery(_ words: [String], _ filter: ScheduleFilter) -> EventQuery {
        var query = EventQuery(words: words).narrowed(
            by: filter, favourites: repository.favourites, hidden: .none, friends: repository.friendsLists)
        query.order = .relevance
        return query
    }
}
