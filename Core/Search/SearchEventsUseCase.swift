/// Use case: find events by words in their title, subtitle, abstract, hosts or tags.
///
/// Matching ignores case; every word of the query must occur somewhere in the event.
/// Events whose title matches every word come first, then the rest, each in schedule order.
@MainActor
public struct SearchEventsUseCase {
    let repository: ConventionRepository

    /// The events matching a query that pass the filter (whose `favouritesOnly` scopes the search).
    public func search(_ query: String, filteredBy filter: ScheduleFilter = .none) -> [ScheduledEvent] {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        let favourites = repository.favourites
        let matches = repository.content.scheduledEvents(favourites: favourites) { event in
            filter.admits(event, favourites: favourites) && searchableText(of: event).containsAll(words)
        }
        let titleMatches = matches.filter { $0.event.title.lowercased().containsAll(words) }
        let otherMatches = matches.filter { !$0.event.title.lowercased().containsAll(words) }
        return titleMatches + otherMatches
    }

    private func searchableText(of event: Event) -> String {
        ([event.title, event.subtitle, event.abstract] + event.hosts + event.tags).joined(separator: "\n").lowercased()
    }
}

extension String {
    fileprivate func containsAll(_ words: [String]) -> Bool {
        words.allSatisfy { contains($0) }
    }
}
