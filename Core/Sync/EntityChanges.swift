/// What one sync response says about one kind of entity.
public struct EntityChanges<Entity: SyncedEntity>: KindSpecific {
    /// Whether every stored entity of this kind is dropped before `changed` is applied.
    public var removeAllBeforeInsert: Bool
    /// Entities that are new or changed: inserted, replacing any with the same identifier.
    public var changed: [Entity]
    /// Identifiers of entities that no longer exist.
    public var deleted: [Entity.ID]

    /// Creates the changes for one kind of entity.
    public init(removeAllBeforeInsert: Bool = false, changed: [Entity] = [], deleted: [Entity.ID] = []) {
        self.removeAllBeforeInsert = removeAllBeforeInsert
        self.changed = changed
        self.deleted = deleted
    }

    /// No change at all.
    public static var none: EntityChanges { EntityChanges() }

    /// No change at all.
    public static var empty: EntityChanges { EntityChanges() }

    /// Replace everything with these entities (what a full sync says).
    public static func replacingAll(with entities: some Sequence<Entity>) -> EntityChanges {
        EntityChanges(removeAllBeforeInsert: true, changed: Array(entities))
    }

    /// Whether applying this would change nothing.
    public var isEmpty: Bool { !removeAllBeforeInsert && changed.isEmpty && deleted.isEmpty }

    /// The identifiers this changes or deletes.
    var touchedIDs: Set<Entity.ID> { Set(changed.map(\.id)).union(deleted) }

    /// The table with the changes applied: everything dropped first when `removeAllBeforeInsert`,
    /// then the deleted ones removed, then the changed ones upserted.
    /// The table's room is made for the changed ones first, so that a large sync grows it once
    /// instead of doubling it again and again (each time holding the old and the new storage).
    func applied(to table: EntityTable<Entity>) -> EntityTable<Entity> {
        if removeAllBeforeInsert {
            return EntityTable(changed)  // nothing left to delete; a later entity replaces an earlier one
        }
        var table = table
        table.reserveCapacity(table.count + changed.count)
        for id in deleted {
            table.remove(id)
        }
        for entity in changed {
            table.upsert(entity)
        }
        return table
    }
}
