/// The entities of one kind an update inserts or replaces, and those it removes.
public struct EntityUpdate<Entity: SyncedEntity>: KindSpecific {
    /// Inserted or replaced, by identifier.
    public var upserted: [Entity]
    /// Removed.
    public var removed: Set<Entity.ID>

    /// Creates the update of one kind.
    public init(upserted: [Entity] = [], removed: Set<Entity.ID> = []) {
        self.upserted = upserted
        self.removed = removed
    }

    /// Nothing changed.
    public static var none: EntityUpdate { EntityUpdate() }

    /// Nothing changed.
    public static var empty: EntityUpdate { EntityUpdate() }

    /// Whether nothing changed.
    public var isEmpty: Bool { upserted.isEmpty && removed.isEmpty }

    /// What turns one version of a table into another: the entities that are new or differ (in
    /// identifier order), and those that are gone.
    public init(from old: EntityTable<Entity>, to new: EntityTable<Entity>) {
        // The identifiers are sorted, not the entities: moving whole entities (an event is some 20
        // fields) while sorting 100k of them cost more than comparing them. Their texts are sorted
        // (the same order, `Identifier.<`): a sort of `String`s is specialised, while one of this
        // generic type's identifiers goes through its `Comparable` conformance at every comparison
        // (a tenth of a whole first save at 100k events).
        var changed: [String] = []
        for entity in new.all where old[entity.id] != entity {
            changed.append(entity.id.rawValue)
        }
        changed.sort()
        self.init(upserted: changed.compactMap { new[Entity.ID($0)] }, removed: old.ids.subtracting(new.ids))
    }

    /// The table with the update applied.
    public func applied(to table: EntityTable<Entity>) -> EntityTable<Entity> {
        var table = table
        for id in removed { table.remove(id) }
        for entity in upserted { table.upsert(entity) }
        return table
    }
}
