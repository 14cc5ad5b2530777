/// Someone who hosts or speaks at events, as the source describes them: a line about them, a
/// biography, a picture and links.
///
/// Sources that keep a people list (pretalx, Sessionize, ConClár/KonOpas, a frab export with
/// biographies) sync one per person; an event names its hosts by name (`Event.hosts`), and a
/// person belongs to the events whose hosts name them (`Person.key(of:)`). Sources without one
/// (Eurofurence, whose `PanelHosts` are names only) sync none: their hosts still get a page each,
/// without a biography.
public struct Person: Hashable, Sendable, Codable {
    /// Identifies a person.
    public typealias ID = Identifier<Person>

    /// The source's identifier of the person (a pretalx code, a Sessionize id…).
    public var id: ID
    /// The name as events name the person among their hosts.
    public var name: String
    /// The name as the source sorts it (ConClár's `Shields James`); empty: sorted by the name.
    public var sortName: String
    /// A line about them (Sessionize's tag line, an affiliation); empty when none.
    public var tagLine: String
    /// Their biography, HTML or Markdown as the source writes it; empty when none.
    public var biography: String
    /// Where their picture is, as the source spells the address; empty when none.
    public var pictureAddress: String
    /// Their links (a website, a profile).
    public var links: [EventLink]

    /// Creates a person.
    public init(
        id: ID, name: String, sortName: String = "", tagLine: String = "", biography: String = "",
        pictureAddress: String = "", links: [EventLink] = []
    ) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.tagLine = tagLine
        self.biography = biography
        self.pictureAddress = pictureAddress
        self.links = links
    }
}

extension Person: OutlineEntity {
    /// People are as many as the hosts (a few thousand at the largest conferences): the outline
    /// holds them all. A person refers to nothing.
    public static let kind = EntityKind<Person>(name: "person")
}

extension Person {
    /// The key under which names count as one person: the name folded as searches fold it
    /// (capitals and Latin diacritics aside), spaces collapsed, and a role written after it in
    /// brackets left out (`Raissa Perez (moderator)` is `raissa perez`, as is `RAISSA  PÉREZ`).
    /// A name that is only a bracket keeps it.
    public static func key(of name: String) -> String {
        var words = SearchFolding.folded(name).split(whereSeparator: \.isWhitespace)
        if let last = words.last, last.hasSuffix(")") || last.hasSuffix("]") {
            let opening: Character = last.hasSuffix(")") ? "(" : "["
            if let start = words.lastIndex(where: { $0.first == opening }), start > 0 {
                words.removeSubrange(start...)
            }
        }
        return words.joined(separator: " ")
    }
}
