import ConbookCore

/// The record of a kind kept whole: the entity's own `Codable` form, unwrapped (the `entity`
/// column holds exactly what the entity encodes to). For kinds without a table of their own
/// (`StoredKinds.keptWhole`).
struct WholeEntityRecord<Entity: OutlineEntity & Codable>: StoredRecord {
    let entity: Entity

    init(_ value: Entity) {
        entity = value
    }

    init(from decoder: any Decoder) throws {
        entity = try Entity(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try entity.encode(to: encoder)
    }

    func value() throws(SQLiteFailure) -> Entity { entity }
}
