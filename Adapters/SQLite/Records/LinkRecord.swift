import ConbookCore

/// A link of a dealer or a place on a map, inside its record (since schema 4):
/// `{"name":…,"type":"web"|"dealer"|"room"|"mapEntry"|"externalMap","target":…}`. A type this
/// Conbook does not know reads as no link.
struct LinkRecord: Codable {
    var name: String
    var type: String
    var target: String

    init(_ link: Link) {
        name = link.name
        (type, target) = link.target.parts
    }

    /// The link, or nil for a type this Conbook does not know.
    var link: Link? {
        Link.Target(type: type, target: target).map { Link(name: name, target: $0) }
    }
}
