/// A reference from every entity of a kind to an entity of another kind, e.g. an event's day.
///
/// The sync keeps references whole: when a sync removes the entity referred to, the entities
/// referring to it go with it (unless the same response sends them again, pointing elsewhere);
/// an entity that still refers to a missing entity makes the sync refuse the whole response.
/// Only outline entities can be referred to, so that the rule is checked without reading the store.
public struct EntityReference<Entity: SyncedEntity>: Sendable {
    /// The kind referred to.
    public let target: AnyEntityKind
    private let targetID: @Sendable (Entity) -> String

    private init(target: AnyEntityKind, targetID: @escaping @Sendable (Entity) -> String) {
        self.target = target
        self.targetID = targetID
    }

    /// A reference every entity must keep: the identifier a key path gives must name an existing
    /// entity of the target kind.
    public static func required<Target: OutlineEntity>(
        _ keyPath: any KeyPath<Entity, Identifier<Target>> & Sendable
    ) -> Self {
        EntityReference(target: AnyEntityKind(Target.self)) { $0[keyPath: keyPath].rawValue }
    }

    /// The identifier of the entity referred to, as the source spells it.
    public func targetID(of entity: Entity) -> String {
        targetID(entity)
    }
}
