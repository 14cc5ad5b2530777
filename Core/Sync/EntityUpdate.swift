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
        // Each entity is read in place (a loop over the entities would copy each one, retaining
        // and releasing every text it holds), and the changed ones are sorted as (identifier text,
        // place) pairs: a sort of such pairs is made for their types, while one of this generic
        // type's entities or identifiers goes through its conformances at every comparison, and
        // the entities are then taken by their places, not looked up again by identifier.
        var changed: [(id: String, place: Int)] = []
        new.withEntities { entities in
            if old.isEmpty { changed.reserveCapacity(entities.count) }
            for place in entities.indices where old.isEmpty || !old.holds(entities[place]) {
                changed.append((entities[place].id.rawValue, place))
            }
        }
        changed.sort { $0.id < $1.id }
        var gone: Set<Entity.ID> = []
        if !old.isEmpty {
            old.withEntities { entities in
                for place in entities.indices where !new.contains(entities[place].id) {
                    gone.insert(entities[place].id)
                }
            }
        }
        self.init(upserted: new.withEntities { entities in changed.map { entities[$0.place] } }, removed: gone)
    }

    /// The table with the update applied.
    public func applied(to table: EntityTable<Entity>) -> EntityTable<Entity> {
        var table = table
        for id in removed { table.remove(id) }
        for entity in upserted { table.upsert(entity) }
        return table
    }
}
