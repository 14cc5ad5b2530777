/// Which stored entities of a kind to read: every one, some by identifier, or those that refer
/// to some entities of another kind through any of their references (e.g. the events on a
/// removed day).
///
/// `matches(_:)` is the rule. A store may answer with more entities of the kind than a selection
/// picks (a store that loads whole may answer every one), never with fewer.
public enum EntitySelection<Entity: SyncedEntity>: Hashable, Sendable {
    /// Every entity of the kind.
    case all
    /// The entities with these identifiers (those that exist).
    case ids(Set<Entity.ID>)
    /// The entities that refer to one of these entities of a kind, through the reference to it.
    case referring(to: AnyEntityKind, ids: Set<String>)

    /// Whether an entity is selected.
    public func matches(_ entity: Entity) -> Bool {
        switch self {
        case .all:
            return true
        case .ids(let ids):
            return ids.contains(entity.id)
        case .referring(let target, let ids):
            return Entity.kind.references.contains { reference in
                reference.target == target && reference.targetIDs(of: entity).contains(where: ids.contains)
            }
        }
    }
}
