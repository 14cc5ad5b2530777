/// A link the organisers attach to a dealer or a place on a map: a web page, or another entity of
/// the convention.
public struct Link: Hashable, Sendable {
    /// Where a link leads.
    public enum Target: Hashable, Sendable {
        /// A web page (`WebExternal`), as the source spells its URL.
        case web(String)
        /// A dealer (`DealerDetail`).
        case dealer(Dealer.ID)
        /// A room (`EventConferenceRoom`).
        case room(Room.ID)
        /// A place on one of the maps (`MapEntry`).
        case mapEntry(MapEntry.ID)
        /// A map outside the convention, e.g. a city map (`MapExternal`), as the source spells it.
        case externalMap(String)
    }

    /// The organisers' name for it; may be empty.
    public var name: String
    /// Where it leads.
    public var target: Target

    /// Creates a link.
    public init(name: String, target: Target) {
        self.name = name
        self.target = target
    }
}

extension Link.Target {
    /// The name of the target's kind (`web`, `dealer`, `room`, `mapEntry`, `externalMap`) and what it
    /// leads to as text: the form stores write.
    public var parts: (type: String, target: String) {
        switch self {
        case .web(let url): ("web", url)
        case .dealer(let id): ("dealer", id.rawValue)
        case .room(let id): ("room", id.rawValue)
        case .mapEntry(let id): ("mapEntry", id.rawValue)
        case .externalMap(let text): ("externalMap", text)
        }
    }

    /// The target of `parts`; nil for a kind of target this Conbook does not know.
    public init?(type: String, target: String) {
        switch type {
        case "web": self = .web(target)
        case "dealer": self = .dealer(Dealer.ID(target))
        case "room": self = .room(Room.ID(target))
        case "mapEntry": self = .mapEntry(MapEntry.ID(target))
        case "externalMap": self = .externalMap(target)
        default: return nil
        }
    }
}

/// A link is coded as `{"name": …, "type": "web", "target": "https://…"}` (`Target.parts`). A
/// kind of target this Conbook does not know fails to decode.
extension Link: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, type, target
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard let target = Target(type: type, target: try container.decode(String.self, forKey: .target)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "'\(type)' is not a kind of link")
        }
        self.init(name: try container.decode(String.self, forKey: .name), target: target)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let parts = target.parts
        try container.encode(name, forKey: .name)
        try container.encode(parts.type, forKey: .type)
        try container.encode(parts.target, forKey: .target)
    }
}
