/// Use case: find events by words in their title, subtitle, abstract, hosts or tags.
///
/// Matching ignores case, and every word of the query must begin a word of the event
/// ("art" finds "Art Show" and "artists", not "Party"). Events whose title matches every word
/// come first, then the rest, each in schedule order. With an `EventSearchIndex`, only its
/// candidates are read.
@MainActor
public struct SearchEventsUseCase {
    let repository: ConventionRepository
    let index: (any EventSearchIndex)?

    /// The events matching a query that pass the filter (whose `favouritesOnly` scopes the search).
    public func search(_ query: String, filteredBy filter: ScheduleFilter = .none) -> [ScheduledEvent] {
        let queryWords = SearchWords(query).words
        guard !queryWords.isEmpty else { return [] }
        let favourites = repository.favourites
        let candidates = index?.candidateEvents(matchingEveryWordPrefix: queryWords.map(String.init))
        var titleMatches: [ScheduledEvent] = []
        var otherMatches: [ScheduledEvent] = []
        let query = EventQuery(ids: candidates).narrowed(by: filter, favourites: favourites)
        let matches = repository.scheduledEvents(matching: query).events.filter { match in
            let event = match.event
            return SearchWords([event.title, event.subtitle, event.abstract] + event.hosts + event.tags)
                .containsPrefixes(of: queryWords)
        }
        for match in matches {
            if SearchWords(match.event.title).containsPrefixes(of: queryWords) {
                titleMatches.append(match)
            } else {
                otherMatches.append(match)
            }
        }
        return titleMatches + otherMatches
    }
}
