/// A kind of synced entity, whatever its type: for code that handles every kind alike.
public struct AnyEntityKind: Hashable, Sendable, CustomStringConvertible {
    /// The entity type.
    public let entityType: any SyncedEntity.Type
    /// The kind's name, e.g. `event`.
    public let name: String
    /// Whether the store's outline holds every entity of the kind (`OutlineEntity`).
    public let isKeptInOutline: Bool

    /// The kind of an entity type.
    public init<Entity: SyncedEntity>(_ type: Entity.Type) {
        entityType = type
        name = Entity.kind.name
        isKeptInOutline = type is any OutlineEntity.Type
    }

    public var description: String { name }

    public static func == (lhs: AnyEntityKind, rhs: AnyEntityKind) -> Bool {
        ObjectIdentifier(lhs.entityType) == ObjectIdentifier(rhs.entityType)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(entityType))
    }
}
