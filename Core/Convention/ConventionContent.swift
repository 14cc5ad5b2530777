/// Everything Conbook knows about one convention's published data, at one moment: a table of
/// entities per kind, and the convention's details.
public struct ConventionContent: Sendable, Hashable {
    private var tables = KindMap()
    /// The convention's name and time zone, when the source gives them.
    public var details: ConventionDetails?

    /// Creates content from lists of entities, one list per kind, e.g.
    /// `ConventionContent([day1, day2], [mainStage], events)`.
    public init<each Entity: SyncedEntity>(_ entities: repeat [each Entity], details: ConventionDetails? = nil) {
        self.details = details
        repeat self[(each Entity).self] = EntityTable(each entities)
    }

    /// Content with nothing in it.
    public static let empty = ConventionContent()

    /// The entities of a kind (an empty table when there are none).
    public subscript<Entity: SyncedEntity>(_ type: Entity.Type) -> EntityTable<Entity> {
        get { tables[EntityTable<Entity>.self] }
        set { tables[EntityTable<Entity>.self] = newValue }
    }

    /// The kinds that have at least one entity.
    public var kinds: [AnyEntityKind] { tables.kinds }

    /// The entities of a kind that a selection picks (exactly those).
    public func entities<Entity: SyncedEntity>(_ selection: EntitySelection<Entity>) -> [Entity] {
        switch selection {
        case .all:
            return Array(self[Entity.self].all)
        case .ids(let ids):
            return ids.compactMap { self[Entity.self][$0] }
        case .referring:
            return self[Entity.self].all.filter(selection.matches)
        }
    }
}
