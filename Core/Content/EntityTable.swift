/// All entities of one kind, keyed by identifier; encodes as a plain list.
public struct EntityTable<Entity: Identifiable & Sendable & Codable & Hashable>: Sendable, Hashable, Codable
where Entity.ID: Sendable & Codable {
    private var storage: [Entity.ID: Entity]

    /// Creates a table from a list; a later entity replaces an earlier one with the same identifier.
    public init(_ entities: [Entity] = []) {
        storage = [:]
        for entity in entities {
            storage[entity.id] = entity
        }
    }

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

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([Entity].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(storage.values))
    }
}
