/// Use case: list the people who host events or whom the source describes, A–Z, search them, and
/// open a person's page with their events.
///
/// The rules: names that fold to the same `Person.key(of:)` are one person (`Raissa Perez
/// (moderator)` and `Raissa Perez`), described by the synced `Person` of that key when there is
/// one. A person's name is the synced person's, else the first of the written names (A–Z) without
/// its role. The list is ordered by letter (`PersonListing.letter`, `#` last), then by the source's
/// sort name when it gives one, else by the name, folded as searches fold it; a search keeps the people each of whose words begins a word of
/// their name or tag line.
@MainActor
public struct BrowsePeopleUseCase {
    let repository: ConventionRepository

    /// Everyone, A–Z; with a search text, the people it finds.
    /// - Parameter search: Words that must each begin a word of the name or tag line; empty: all.
    public func people(matching search: String = "") -> [PersonListing] {
        let searchWords = EventQuery.searchWords(in: search).map { Substring($0) }
        return groups().filter { group in
            searchWords.isEmpty
                || SearchWords(SearchFolding.folded("\(group.name) \(group.person?.tagLine ?? "")"))
                    .containsPrefixes(of: searchWords.map { Substring(SearchFolding.folded(String($0))) })
        }
        .map { group in
            PersonListing(
                name: group.name, letter: group.letter, tagLine: group.person?.tagLine ?? "", eventCount: group.eventCount,
                isDescribed: group.person.map(Self.isDescribed) ?? false)
        }
    }

    /// The page of a person, by any name they go by (as listed, or as an event writes it); nil when
    /// no event names them and the source does not describe them.
    public func page(of name: String) -> PersonPage? {
        let key = Person.key(of: name)
        guard !key.isEmpty, let group = groups().first(where: { $0.key == key }) else { return nil }
        var found: [Event.ID: ScheduledEvent] = [:]
        for written in group.writtenNames {
            var query = EventQuery()
            query.host = written
            for event in repository.scheduledEvents(matching: query).events {
                found[event.id] = event
            }
        }
        let events = found.values.sorted(by: ScheduledEvent.isInScheduleOrder)
        let favourites = overlappingCandidates()
        return PersonPage(
            name: group.name, person: group.person, writtenNames: group.writtenNames,
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

    private static func isDescribed(_ person: Person) -> Bool {
        !person.biography.isEmpty || !person.pictureAddress.isEmpty || !person.links.isEmpty
    }

    /// One person: a key, the synced person of it, the names events write for it, its events.
    private struct Group {
        var key: String
        var person: Person?
        var writtenNames: [String] = []
        var eventCount = 0
        /// Set once every name is known (`ordered()`).
        var name = ""
        var sortKey = ""
        var letter = "#"

        /// The group with its names sorted and its name, sort key and letter worked out.
        func ordered() -> Group {
            var group = self
            group.writtenNames.sort()
            group.name = person?.name ?? group.writtenNames.first.map(BrowsePeopleUseCase.withoutRole) ?? ""
            let sortName = person.map { $0.sortName.isEmpty ? $0.name : $0.sortName } ?? group.name
            group.sortKey = SearchFolding.folded(sortName).trimmingSpaces
            group.letter = group.sortKey.first.flatMap { $0.isLetter ? $0.uppercased() : nil } ?? "#"
            return group
        }

        /// Whether it comes before another in the list: by letter (`#` last), sort key, name.
        func isListed(before other: Group) -> Bool {
            (letter == "#" ? 1 : 0, sortKey, name) < (other.letter == "#" ? 1 : 0, other.sortKey, other.name)
        }
    }

    /// Every person, A–Z.
    private func groups() -> [Group] {
        var groups: [String: Group] = [:]
        // Of two people of one key, the one of the lower identifier describes it.
        let people = repository.outline.map { Array($0[Person.self].all) } ?? []
        for person in people.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
            let key = Person.key(of: person.name)
            guard !key.isEmpty, groups[key]?.person == nil else { continue }
            groups[key] = Group(key: key, person: person)
        }
        for host in repository.eventHosts() {
            let key = Person.key(of: host.name)
            guard !key.isEmpty else { continue }
            groups[key, default: Group(key: key)].writtenNames.append(host.name)
            groups[key]?.eventCount += host.eventCount
        }
        return groups.values.map { $0.ordered() }.sorted { $0.isListed(before: $1) }
    }

    /// A written name without a role in brackets at its end, as `Person.key(of:)` leaves it out.
    nonisolated static func withoutRole(_ name: String) -> String {
        let trimmed = name.trimmingSpaces
        guard let last = trimmed.last, last == ")" || last == "]" else { return trimmed }
        let opening: Character = last == ")" ? "(" : "["
        guard let start = trimmed.lastIndex(of: opening), start > trimmed.startIndex else { return trimmed }
        return String(trimmed[..<start]).trimmingSpaces
    }
}
