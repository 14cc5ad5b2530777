/// Use case: list the people who host events or whom the source describes, A–Z, search them, and
/// open a person's page with their events.
///
/// The people are grouped and ordered as `PeopleDirectory` says (names that fold alike are one
/// person, described by the synced `Person` of that name), read once and kept until the content
/// changes, so that listing and searching them reads nothing from the store; a search keeps the
/// people each of whose words begins a word of their name or line, capitals and accents aside.
@MainActor
public struct BrowsePeopleUseCase {
    let repository: ConventionRepository

    /// Everyone, A–Z; with a search text, the people it finds.
    /// - Parameter search: Words that must each begin a word of the name or tag line; empty: all.
    public func people(matching search: String = "") -> [PersonListing] {
        repository.peopleDirectory().entries(matching: search).map { entry in
            PersonListing(
                name: entry.name, letter: entry.letter, tagLine: entry.person?.tagLine ?? "",
                eventCount: entry.eventIDs.count, isDescribed: entry.isDescribed)
        }
    }

    /// The page of a person, by any name they go by (as listed, or as an event writes it); nil when
    /// no event names them and the source does not describe them. Their events are read by
    /// identifier.
    public func page(of name: String) -> PersonPage? {
        guard let entry = repository.peopleDirectory().entry(named: name) else { return nil }
        let events =
            entry.eventIDs.isEmpty ? [] : repository.scheduledEvents(matching: EventQuery(ids: entry.eventIDs)).events
        let favourites = overlappingCandidates()
        return PersonPage(
            name: entry.name, person: entry.person, writtenNames: entry.writtenNames,
            events: events.map { event in
                PersonPage.HostedEvent(
                    scheduled: event,
                    overlappingFavourites: event.event.isCancelled
                        ? [] : favourites.filter { $0.id != event.id && $0.event.overlaps(event.event) })
            })
    }

    /// The favourites that can clash: neither hidden nor cancelled, in schedule order.
    private func overlappingCandidates() -> [ScheduledEvent] {
        let favourites = repository.favourites
        guard !favourites.isEmpty else { return [] }
        return repository.scheduledEvents(matching: EventQuery(ids: favourites).leavingOut(repository.hiddenItems)).events
            .filter { !$0.event.isCancelled }
    }
}
