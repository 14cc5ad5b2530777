import ConbookCore

extension StoredKinds {
    /// Rooms: `rooms`, with the name in a column.
    static let rooms = StoredKind<Room>(
        table: StoredTable(name: "rooms", columns: ["name"], values: { [.text($0.name)] }, record: RoomRecord.self))
}

/// A room in its table's `entity` column (since schema 1): `{"id":…,"name":…,"shortName":…}`.
struct RoomRecord: StoredRecord {
    var id: String
    var name: String
    var shortName: String

    init(_ room: Room) {
        id = room.id.rawValue
        name = room.name
        shortName = room.shortName
    }

    func value() throws(SQLiteFailure) -> Room {
        Room(id: Room.ID(id), name: name, shortName: shortName)
    }
}
