/// Everyone who hosts an event or whom the source describes, grouped into people and ordered A–Z
/// once, for `BrowsePeopleUseCase` to list, search and open without reading the store again
/// (the repository keeps it until the content changes).
///
/// The rules: names that fold to the same `Person.key(of:)` are one person, described by the
/// synced `Person` of that key when there is one (of two, the one of the lower identifier). A
/// person's name is the synced person's, else the first of the written names (A–Z) without its
/// role. The list is ordered by letter (`#` last), then by the source's sort name when it gives
/// one, else by the name, folded as searches fold it.
struct PeopleDirectory {
    /// One person.
    struct Entry {
        /// `Person.key(of:)` of their names.
        var key: String
        /// What the source says of them, if it describes them.
        var person: Person?
        /// The names the events write for them, A–Z.
        var writtenNames: [String] = []
        /// The events naming them under any of those names.
        var eventIDs: Set<Event.ID> = []
        /// The name shown.
        var name = ""
        /// What orders them: the folded sort name, else the folded name.
        var sortKey = ""
        /// The letter they are filed under.
        var letter = "#"
        /// The words a search looks in: their name's and their line's, folded.
        var searchWords = SearchWords("")

        /// Whether the source says more of them than a line: a biography, a picture or links.
        var isDescribed: Bool {
            guard let person else { return false }
            return !person.biography.isEmpty || !person.pictureAddress.isEmpty || !person.links.isEmpty
        }

        /// The entry with its names sorted and its name, sort key, letter and search words set.
        fileprivate func completed() -> Entry {
            var entry = self
            entry.writtenNames.sort()
            entry.name = person?.name ?? entry.writtenNames.first.map(Self.withoutRole) ?? ""
            let sortName = person.map { $0.sortName.isEmpty ? $0.name : $0.sortName } ?? entry.name
            entry.sortKey = SearchFolding.folded(sortName).trimmingSpaces
            entry.letter = entry.sortKey.first.flatMap { $0.isLetter ? $0.uppercased() : nil } ?? "#"
            entry.searchWords = SearchWords(SearchFolding.folded("\(entry.name) \(person?.tagLine ?? "")"))
            return entry
        }

        /// Whether it comes before another in the list: by letter (`#` last), sort key, name.
        fileprivate func isListed(before other: Entry) -> Bool {
            (letter == "#" ? 1 : 0, sortKey, name) < (other.letter == "#" ? 1 : 0, other.sortKey, other.name)
        }

        /// A written name without a role in brackets at its end, as `Person.key(of:)` leaves it out.
        static func withoutRole(_ name: String) -> String {
            let trimmed = name.trimmingSpaces
            guard let last = trimmed.last, last == ")" || last == "]" else { return trimmed }
            let opening: Character = last == ")" ? "(" : "["
            guard let start = trimmed.lastIndex(of: opening), start > trimmed.startIndex else { return trimmed }
            return String(trimmed[..<start]).trimmingSpaces
        }
    }

    /// Everyone, A–Z.
    let entries: [Entry]
    private let indexByKey: [String: Int]

    /// Groups the people the source describes and the events' hosts.
    init(people: [Person], hosts: [EventHost]) {
        var entries: [String: Entry] = [:]
        for person in people.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
            let key = Person.key(of: person.name)
            guard !key.isEmpty, entries[key]?.person == nil else { continue }
            entries[key] = Entry(key: key, person: person)
        }
        for host in hosts {
            let key = Person.key(of: host.name)
            guard !key.isEmpty else { continue }
            entries[key, default: Entry(key: key)].writtenNames.append(host.name)
            entries[key]?.eventIDs.formUnion(host.eventIDs)
        }
        self.entries = entries.values.map { $0.completed() }.sorted { $0.isListed(before: $1) }
        indexByKey = Dictionary(self.entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The person going by a name (any of theirs, capitals, accents, spacing and a role aside).
    func entry(named name: String) -> Entry? {
        indexByKey[Person.key(of: name)].map { entries[$0] }
    }

    /// The people each of whose search words begins a word of their name or line; all for none.
    func entries(matching search: String) -> [Entry] {
        let words = SearchWords(SearchFolding.folded(search)).words
        guard !words.isEmpty else { return entries }
        return entries.filter { $0.searchWords.containsPrefixes(of: words) }
    }
}
