/// What an outline says about a kind of entity it does not hold (e.g. events): how many there
/// are, and which entities of other kinds they refer to.
public struct QueriedKindSummary: Hashable, Sendable {
    /// The kind.
    public var kind: AnyEntityKind
    /// How many entities of the kind are stored.
    public var count: Int
    /// The identifiers each referenced kind's entities are referred to by, e.g. the rooms in use.
    public var referencedIDs: [AnyEntityKind: Set<String>]

    /// Creates a summary.
    public init(kind: AnyEntityKind, count: Int, referencedIDs: [AnyEntityKind: Set<String>]) {
        self.kind = kind
        self.count = count
        self.referencedIDs = referencedIDs
    }

    /// The summary of a table of entities.
    public init<Entity: SyncedEntity>(of table: EntityTable<Entity>) {
        var referenced: [AnyEntityKind: Set<String>] = [:]
        for reference in Entity.kind.references {
            referenced[reference.target, default: []].formUnion(table.all.flatMap(reference.targetIDs(of:)))
        }
        self.init(kind: AnyEntityKind(Entity.self), count: table.count, referencedIDs: referenced)
    }
}
