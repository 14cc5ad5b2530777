import ConbookCore

extension StoredKinds {
    /// Rooms: `rooms`, with the name in a column.
    static let rooms = StoredKind<Room>(
        table: StoredTable(name: "rooms", columns: ["name"], values: { [.text($0.name)] }, record: RoomRecord.self))
}

/// A room in its table's `entity` column (since schema 1): `{"id":…,"name":…,"shortName":…}`, and
/// since Conbook read the 2026 Eurofurence API `description`, `capacity` and `navigationURL`
/// (missing in earlier rows: none).
struct RoomRecord: StoredRecord {
    var id: String
    var name: String
    var shortName: String
    var description: String?
    var capacity: Int?
    var navigationURL: String?

    init(_ room: Room) {
        id = room.id.rawValue
        name = room.name
        shortName = room.shortName
        description = room.roomDescription
        capacity = room.capacity
        navigationURL = room.navigationURL
    }

    func value() throws(SQLiteFailure) -> Room {
        Room(
            id: Room.ID(id), name: name, shortName: shortName, roomDescription: description ?? "", capacity: capacity,
            navigationURL: navigationURL ?? "")
    }
}
