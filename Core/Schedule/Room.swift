/// A place where events happen.
public struct Room: Hashable, Sendable {
    /// Identifies a room.
    public typealias ID = Identifier<Room>

    /// The room's identifier.
    public var id: ID
    /// The full name, e.g. `Art Show — Convention Hall Section D`.
    public var name: String
    /// A short name for tight spaces; empty when there is none.
    public var shortName: String

    /// Creates a room.
    public init(id: ID, name: String, shortName: String = "") {
        self.id = id
        self.name = name
        self.shortName = shortName
    }
}

extension Room: OutlineEntity {
    /// Rooms are few: the outline holds them all.
    public static let kind = EntityKind<Room>(name: "room")
}
