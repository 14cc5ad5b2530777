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
        switch link.target {
        case .web(let url): (type, target) = ("web", url)
        case .dealer(let id): (type, target) = ("dealer", id.rawValue)
        case .room(let id): (type, target) = ("room", id.rawValue)
        case .mapEntry(let id): (type, target) = ("mapEntry", id.rawValue)
        case .externalMap(let map): (type, target) = ("externalMap", map)
        }
    }

    /// The link, or nil for a type this Conbook does not know.
    var link: Link? {
        let linkTarget: Link.Target? =
            switch type {
            case "web": .web(target)
            case "dealer": .dealer(Dealer.ID(target))
            case "room": .room(Room.ID(target))
            case "mapEntry": .mapEntry(MapEntry.ID(target))
            case "externalMap": .externalMap(target)
            default: nil
            }
        return linkTarget.map { Link(name: name, target: $0) }
    }
}
