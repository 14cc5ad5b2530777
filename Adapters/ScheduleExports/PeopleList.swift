import ConbookCore

/// The people a schedule's people list describes, in the source's order, each identifier once:
/// what a reader collects and the assemblers send as the full snapshot of `Person`, so that
/// someone who left the file is removed at the next sync.
///
/// A person without an identifier or without a name is skipped, as the readers skip such entries
/// when they join names; of two with the same identifier the first is kept.
struct PeopleList {
    /// The people kept, in the order they were added.
    private(set) var all: [Person] = []
    private var identifiers = Set<Person.ID>()

    /// Keeps a person, unless it has no identifier or name, or one of its identifier is kept already.
    mutating func add(_ person: Person) {
        guard !person.id.rawValue.isEmpty, !person.name.isEmpty, identifiers.insert(person.id).inserted else { return }
        all.append(person)
    }
}
