/// What one sync response says about one kind of entity.
public struct EntityChanges<Entity: Identifiable & Sendable & Hashable>: Sendable, Hashable
where Entity.ID: Sendable {
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

    /// Replace everything with these entities (what a full sync says).
    public static func replacingAll(with entities: [Entity]) -> EntityChanges {
        EntityChanges(removeAllBeforeInsert: true, changed: entities)
    }

    /// Whether applying this would change nothing.
    public var isEmpty: Bool { !removeAllBeforeInsert && changed.isEmpty && deleted.isEmpty }
}
