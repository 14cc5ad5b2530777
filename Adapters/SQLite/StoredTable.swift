import ConbookCore

/// How one kind of keyed value is kept in its table: the table, the key column, the extra columns
/// and their values; the whole value goes to the `entity` column as JSON.
struct StoredTable<Value: Codable & Hashable>: Sendable {
    /// The table's name.
    let name: String
    /// The key column (`id`, or `event_id` for event changes).
    let keyColumn: String
    /// The columns besides `convention`, the key and `entity`.
    let columns: [String]
    /// The values of those columns for one value.
    let values: @Sendable (Value) -> [SQLiteValue]

    /// `INSERT … ON CONFLICT DO UPDATE` of one row: convention, key, columns…, entity.
    var upsertSQL: String {
        let all = ["convention", keyColumn] + columns.map { "\"\($0)\"" } + ["entity"]
        let placeholders = Array(repeating: "?", count: all.count).joined(separator: ", ")
        let updates = (columns.map { "\"\($0)\"" } + ["entity"]).map { "\($0) = excluded.\($0)" }
        return "INSERT INTO \(name) (\(all.joined(separator: ", "))) VALUES (\(placeholders)) "
            + "ON CONFLICT (convention, \(keyColumn)) DO UPDATE SET \(updates.joined(separator: ", "))"
    }

    /// Deletes one row by convention and key.
    var deleteSQL: String { "DELETE FROM \(name) WHERE convention = ? AND \(keyColumn) = ?" }

    /// Deletes every row of a convention.
    var deleteAllSQL: String { "DELETE FROM \(name) WHERE convention = ?" }

    /// Reads every row of a convention: key, entity.
    var selectSQL: String { "SELECT \(keyColumn), entity FROM \(name) WHERE convention = ?" }
}

/// The tables of the content, one per kind of entity.
enum StoredTables {
    static let days = StoredTable<Day>(name: "days", keyColumn: "id", columns: ["date", "name"]) {
        [.int($0.date.daysSinceEpoch), .text($0.name)]
    }
    static let rooms = StoredTable<Room>(name: "rooms", keyColumn: "id", columns: ["name"]) { [.text($0.name)] }
    static let tracks = StoredTable<Track>(name: "tracks", keyColumn: "id", columns: ["name"]) { [.text($0.name)] }
    static let events = StoredTable<Event>(
        name: "events", keyColumn: "id", columns: ["day_id", "room_id", "track_id", "start", "end", "title"]
    ) {
        [
            .text($0.dayID.rawValue), .text($0.roomID.rawValue), .text($0.trackID.rawValue),
            .integer($0.start.millisecondsSinceEpoch), .integer($0.end.millisecondsSinceEpoch), .text($0.title),
        ]
    }
    static let announcements = StoredTable<Announcement>(
        name: "announcements", keyColumn: "id", columns: ["valid_from", "valid_until", "last_changed", "title"]
    ) {
        [
            .integer($0.validFrom.millisecondsSinceEpoch), .integer($0.validUntil.millisecondsSinceEpoch),
            .integer($0.lastChanged.millisecondsSinceEpoch), .text($0.title),
        ]
    }
    static let images = StoredTable<ImageReference>(name: "images", keyColumn: "id", columns: []) { _ in [] }
    static let removedFavourites = StoredTable<RemovedFavourite>(
        name: "removed_favourites", keyColumn: "event_id", columns: []
    ) { _ in [] }
    static let eventChanges = StoredTable<EventChange>(name: "event_changes", keyColumn: "event_id", columns: []) {
        _ in []
    }
}
