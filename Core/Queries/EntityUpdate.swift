/// The entities of one kind a sync inserted or replaced, and those it removed.
public struct EntityUpdate<Entity: Identifiable & Sendable & Codable & Hashable>: Sendable, Hashable
where Entity.ID: Sendable & Codable {
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

    /// The difference, among some identifiers, between two versions of a table.
    init(among ids: some Sequence<Entity.ID>, from old: EntityTable<Entity>, to new: EntityTable<Entity>) {
        var upserted: [Entity] = []
        var removed: Set<Entity.ID> = []
        for id in Set(ids) {
            if let entity = new[id] {
                if old[id] != entity { upserted.append(entity) }
            } else if old.contains(id) {
                removed.insert(id)
            }
        }
        self.init(upserted: upserted, removed: removed)
    }

    /// The table with the update applied.
    func applied(to table: EntityTable<Entity>) -> EntityTable<Entity> {
        var table = table
        for id in removed { table.remove(id) }
        for entity in upserted { table.upsert(entity) }
        return table
    }
}
