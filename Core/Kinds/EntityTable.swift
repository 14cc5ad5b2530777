/// All entities of one kind, keyed by identifier.
public struct EntityTable<Entity: SyncedEntity>: KindSpecific {
    private var storage: [Entity.ID: Entity]

    /// Creates an empty table.
    public init() {
        storage = [:]
    }

    /// Creates a table from a list; a later entity replaces an earlier one with the same identifier.
    public init(_ entities: some Sequence<Entity>) {
        storage = [:]
        storage.reserveCapacity(entities.underestimatedCount)
        for entity in entities {
            storage[entity.id] = entity
        }
    }

    /// An empty table.
    public static var empty: EntityTable { EntityTable() }

    /// The entity with an identifier, if present.
    public subscript(id: Entity.ID) -> Entity? {
        storage[id]
    }

    /// Whether an entity with the identifier is present.
    public func contains(_ id: Entity.ID) -> Bool {
        storage[id] != nil
    }

    /// The number of entities.
    public var count: Int { storage.count }

    /// Whether there are none.
    public var isEmpty: Bool { storage.isEmpty }

    /// Every entity, in no particular order.
    public var all: Dictionary<Entity.ID, Entity>.Values { storage.values }

    /// Every identifier.
    public var ids: Set<Entity.ID> { Set(storage.keys) }

    /// Inserts the entity, replacing one with the same identifier.
    public mutating func upsert(_ entity: Entity) {
        storage[entity.id] = entity
    }

    /// Makes room for at least `count` entities, so that inserting up to that many grows the
    /// storage at most once.
    mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
    }

    /// Removes the entity with the identifier, if present.
    public mutating func remove(_ id: Entity.ID) {
        storage[id] = nil
    }

    /// Removes every entity.
    public mutating func removeAll() {
        storage.removeAll()
    }

    /// Removes every entity that matches.
    public mutating func removeAll(where shouldRemove: (Entity) -> Bool) {
        storage = storage.filter { !shouldRemove($0.value) }
    }
}
