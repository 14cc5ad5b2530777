/// All entities of one kind, keyed by identifier.
///
/// The entities are kept side by side in one array, in no particular order, with a dictionary
/// from each identifier's text to its entity's place: a table made of a list takes the list's
/// storage as it is and adds only the places. Keyed by the text (a `String`, not the generic
/// `Entity.ID`) the dictionary's code is made for its types, not for any: at 100k events a table
/// is built in a few dozen milliseconds instead of 0.18 s, with a third of a kilobyte per event
/// less than a dictionary of the entities themselves. Two tables are equal when they hold the same
/// entities, whatever their order.
public struct EntityTable<Entity: SyncedEntity>: KindSpecific {
    private var entities: [Entity]
    private var places: [String: Int]

    /// Creates an empty table.
    public init() {
        entities = []
        places = [:]
    }

    /// Creates a table from a list; a later entity replaces an earlier one with the same identifier.
    public init(_ entities: some Sequence<Entity>) {
        let list = Array(entities)
        if let places = Self.places(of: list) {
            self.init(list, places: places)
        } else {
            self.init(replacingEarlierOf: list)
        }
    }

    private init(_ entities: [Entity], places: [String: Int]) {
        self.entities = entities
        self.places = places
    }

    /// The place of each entity of a list by its identifier's text; nil when an identifier repeats.
    /// Each identifier is read in place, through the list's buffer: a loop over the entities
    /// themselves would copy each one (retaining and releasing every text it holds).
    private static func places(of list: [Entity]) -> [String: Int]? {
        var places = [String: Int](minimumCapacity: list.count)
        let repeats = list.withUnsafeBufferPointer { list in
            list.indices.contains { place in places.updateValue(place, forKey: list[place].id.rawValue) != nil }
        }
        return repeats ? nil : places
    }

    /// A table of a list that repeats identifiers, built entity by entity (the rare path).
    private init(replacingEarlierOf list: [Entity]) {
        self.init()
        reserveCapacity(list.count)
        for entity in list {
            upsert(entity)
        }
    }

    /// An empty table.
    public static var empty: EntityTable { EntityTable() }

    /// The entity with an identifier, if present.
    public subscript(id: Entity.ID) -> Entity? {
        places[id.rawValue].map { entities[$0] }
    }

    /// Whether an entity with the identifier is present.
    public func contains(_ id: Entity.ID) -> Bool {
        places[id.rawValue] != nil
    }

    /// The number of entities.
    public var count: Int { entities.count }

    /// Whether there are none.
    public var isEmpty: Bool { entities.isEmpty }

    /// Every entity, in no particular order.
    public var all: [Entity] { entities }

    /// Every identifier (made from the places' keys: no entity is read).
    public var ids: Set<Entity.ID> { Set(places.keys.lazy.map { Entity.ID($0) }) }

    /// Every identifier's text, as the places keep them.
    var idTexts: Set<String> { Set(places.keys) }

    /// Whether the table holds this very entity: one equal to it under its identifier.
    func holds(_ entity: Entity) -> Bool {
        guard let place = places[entity.id.rawValue] else { return false }
        return entities.withUnsafeBufferPointer { $0[place] == entity }
    }

    /// Runs `body` over the entities where they are kept, in no particular order: reading an
    /// entity through the buffer does not copy it, as a loop over `all` would in generic code.
    func withEntities<Result>(_ body: (UnsafeBufferPointer<Entity>) throws -> Result) rethrows -> Result {
        try entities.withUnsafeBufferPointer(body)
    }

    /// Inserts the entity, replacing one with the same identifier.
    public mutating func upsert(_ entity: Entity) {
        if let place = places[entity.id.rawValue] {
            entities[place] = entity
        } else {
            places[entity.id.rawValue] = entities.count
            entities.append(entity)
        }
    }

    /// Makes room for at least `count` entities, so that inserting up to that many grows the
    /// storage at most once.
    mutating func reserveCapacity(_ count: Int) {
        entities.reserveCapacity(count)
        places.reserveCapacity(count)
    }

    /// Removes the entity with the identifier, if present (the last entity takes its place).
    public mutating func remove(_ id: Entity.ID) {
        guard let place = places.removeValue(forKey: id.rawValue) else { return }
        let last = entities.removeLast()
        guard place < entities.count else { return }
        entities[place] = last
        places[last.id.rawValue] = place
    }

    /// Removes every entity.
    public mutating func removeAll() {
        entities.removeAll()
        places.removeAll()
    }

    /// Removes every entity that matches.
    public mutating func removeAll(where shouldRemove: (Entity) -> Bool) {
        self = Self(entities.filter { !shouldRemove($0) })
    }

    /// Whether both tables hold the same entities, whatever their order.
    public static func == (left: Self, right: Self) -> Bool {
        left.count == right.count && left.entities.allSatisfy { right[$0.id] == $0 }
    }

    /// Hashes the entities so that equal tables hash alike, whatever their order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for entity in entities {
            var own = Hasher()
            own.combine(entity)
            combined ^= own.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
