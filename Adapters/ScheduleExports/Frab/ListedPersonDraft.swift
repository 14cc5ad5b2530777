import ConbookCore

/// A `<person>` of a `schedule.xml`'s top-level `<persons>` list (FOSDEM's exporter on pretalx
/// writes one), its fields as written (trimmed), until its end tag makes it a `Person`.
struct ListedPersonDraft {
    /// The `id` attribute.
    var id = ""
    /// `<name>`: the name the events' `<person>` elements give.
    var name = ""
    /// `<biography>`; empty when absent.
    var biography = ""
    /// `<extended_biography>`; empty when absent.
    var extendedBiography = ""

    /// The person: the biography followed, after a blank line, by the extended biography when
    /// both are written, else whichever is.
    var person: Person {
        Person(
            id: Person.ID(id), name: name,
            biography: [biography, extendedBiography].filter { !$0.isEmpty }.joined(separator: "\n\n"))
    }
}
