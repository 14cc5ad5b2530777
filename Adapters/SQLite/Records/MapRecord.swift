import ConbookCore

extension StoredKinds {
    /// Maps (since schema 4): `maps`, with their order and image in columns.
    static let maps = StoredKind<ConventionMap>(
        table: StoredTable(
            name: "maps", columns: ["order", "image_id"],
            values: { [.int($0.order), .optionalText($0.imageID?.rawValue)] }, record: MapRecord.self))
}

/// A map in its table's `entity` column (since schema 4), its places included.
struct MapRecord: StoredRecord {
    /// A place on a map.
    struct EntryRecord: Codable {
        var id: String
        var x: Int
        var y: Int
        var tapRadius: Int
        var links: [LinkRecord]
    }

    var id: String
    var description: String
    var order: Int
    var imageID: String?
    var isBrowsable: Bool
    var entries: [EntryRecord]

    init(_ map: ConventionMap) {
        id = map.id.rawValue
        description = map.description
        order = map.order
        imageID = map.imageID?.rawValue
        isBrowsable = map.isBrowsable
        entries = map.entries.map { entry in
            EntryRecord(
                id: entry.id.rawValue, x: entry.x, y: entry.y, tapRadius: entry.tapRadius,
                links: entry.links.map(LinkRecord.init))
        }
    }

    func value() throws(SQLiteFailure) -> ConventionMap {
        ConventionMap(
            id: ConventionMap.ID(id), description: description, order: order,
            imageID: imageID.map { ImageReference.ID($0) }, isBrowsable: isBrowsable,
            entries: entries.map { entry in
                MapEntry(
                    id: MapEntry.ID(entry.id), x: entry.x, y: entry.y, tapRadius: entry.tapRadius,
                    links: entry.links.compactMap(\.link))
            })
    }
}
