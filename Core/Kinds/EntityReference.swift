/// A reference from every entity of a kind to an entity of another kind, e.g. an event's day or
/// a dealer's thumbnail image.
///
/// A **required** reference is kept whole by the sync: when a sync removes the entity referred
/// to, the entities referring to it go with it (unless the same response sends them again,
/// pointing elsewhere), and an entity that still refers to a missing entity makes the sync refuse
/// the whole response. Only outline entities can be required, so that the rule is checked without
/// reading the store. An **optional** reference may be absent or point nowhere (an image not
/// synced yet); it only says what the entity uses, e.g. which images to download. An optional
/// reference may name several entities (a knowledge entry's images).
public struct EntityReference<Entity: SyncedEntity>: Sendable {
    /// The kind referred to.
    public let target: AnyEntityKind
    /// Whether it must resolve (and the entity goes with its target).
    public let isRequired: Bool
    /// Whether it may name several entities (a list of identifiers).
    public let isMany: Bool
    private let targetIDs: @Sendable (Entity) -> [String]
    private let firstTargetID: @Sendable (UnsafePointer<Entity>) -> String?

    private init(
        target: AnyEntityKind, isRequired: Bool, isMany: Bool = false,
        targetIDs: @escaping @Sendable (Entity) -> [String],
        firstTargetID: @escaping @Sendable (UnsafePointer<Entity>) -> String?
    ) {
        self.target = target
        self.isRequired = isRequired
        self.isMany = isMany
        self.targetIDs = targetIDs
        self.firstTargetID = firstTargetID
    }

    /// A reference every entity must keep: the identifier a key path gives must name an existing
    /// entity of the target kind.
    public static func required<Target: OutlineEntity>(
        _ keyPath: any KeyPath<Entity, Identifier<Target>> & Sendable
    ) -> Self {
        // Where the key path names a stored property, its place in the entity is known once, so
        // the sync's check reads the identifier there; applying a key path to a generic entity
        // copies the whole entity first (every text it holds retained and released).
        let offset = MemoryLayout<Entity>.offset(of: keyPath as KeyPath<Entity, Identifier<Target>>)
        return EntityReference(
            target: AnyEntityKind(Target.self), isRequired: true, targetIDs: { [$0[keyPath: keyPath].rawValue] },
            firstTargetID: { entity in
                guard let offset else { return entity.pointee[keyPath: keyPath].rawValue }
                return UnsafeRawPointer(entity).advanced(by: offset).assumingMemoryBound(to: Identifier<Target>.self)
                    .pointee.rawValue
            })
    }

    /// A reference an entity may leave out, or that may point at nothing (yet).
    public static func optional<Target: SyncedEntity>(
        _ keyPath: any KeyPath<Entity, Identifier<Target>?> & Sendable
    ) -> Self {
        EntityReference(
            target: AnyEntityKind(Target.self), isRequired: false,
            targetIDs: { $0[keyPath: keyPath].map { [$0.rawValue] } ?? [] },
            firstTargetID: { $0.pointee[keyPath: keyPath]?.rawValue })
    }

    /// A reference to any number of entities, in a list an entity may leave empty; each may point
    /// at nothing (yet).
    public static func optionalMany<Target: SyncedEntity>(
        _ keyPath: any KeyPath<Entity, [Identifier<Target>]> & Sendable
    ) -> Self {
        EntityReference(
            target: AnyEntityKind(Target.self), isRequired: false, isMany: true,
            targetIDs: { $0[keyPath: keyPath].map(\.rawValue) }, firstTargetID: { $0.pointee[keyPath: keyPath].first?.rawValue })
    }

    /// The identifiers of the entities referred to, as the source spells them; empty when there
    /// are none. A required reference gives exactly one.
    public func targetIDs(of entity: Entity) -> [String] {
        targetIDs(entity)
    }

    /// The first of `targetIDs(of:)` (a required reference's one) of the entity at a place, nil
    /// when there are none, without making a list of them or (for a required reference to a
    /// stored property) a copy of the entity: what the sync checks for every entity.
    func firstTargetID(ofEntityAt entity: UnsafePointer<Entity>) -> String? {
        firstTargetID(entity)
    }
}
