import ConbookCore

extension StoredKinds {
    /// Tracks: `tracks`, with the name in a column.
    static let tracks = StoredKind<Track>(
        table: StoredTable(name: "tracks", columns: ["name"], values: { [.text($0.name)] }, record: TrackRecord.self))
}

/// A track in its table's `entity` column (since schema 1): `{"id":…,"name":…}`.
struct TrackRecord: StoredRecord {
    var id: String
    var name: String

    init(_ track: Track) {
        id = track.id.rawValue
        name = track.name
    }

    func value() throws(SQLiteFailure) -> Track {
        Track(id: Track.ID(id), name: name)
    }
}
