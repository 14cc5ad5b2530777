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
    /// What the room is, in a few sentences; empty when the source says nothing.
    public var roomDescription: String
    /// How many people it holds, when the source says.
    public var capacity: Int?
    /// The address of the room in the venue's navigation (e.g. Eurofurence's EFNav), as the source
    /// spells it; empty when none.
    public var navigationURL: String

    /// Creates a room.
    public init(
        id: ID, name: String, shortName: String = "", roomDescription: String = "", capacity: Int? = nil,
        navigationURL: String = ""
    ) {
        self.id = id
        self.name = name
        self.shortName = shortName
        self.roomDescription = roomDescription
        self.capacity = capacity
        self.navigationURL = navigationURL
    }
}

extension Room: OutlineEntity {
    /// Rooms are few: the outline holds them all.
    public static let kind = EntityKind<Room>(name: "room")
}
