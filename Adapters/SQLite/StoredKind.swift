import ConbookCore

/// How one kind of synced entity is kept: its table (keyed by the entity's identifier), the
/// columns that hold its references (for kinds not kept in the outline: read by
/// `EntitySelection.referring(to:ids:)` and the outline's summaries), and its full-text index, if
/// it has one. Each kind's is declared next to its record (`Records/`) and listed in `StoredKinds.all`.
struct StoredKind<Entity: SyncedEntity>: AnyStoredKind {
    /// The table.
    let table: StoredTable<Entity>
    /// The column of each reference, in the order the kind declares its references.
    let referenceColumns: [(target: AnyEntityKind, column: String)]
    /// Its full-text index, if it has one kept by the store (keyed, `SearchIndex`).
    let searchIndex: SearchIndexTables<Entity>?
    /// Whether its full-text index is the events' (`EventSearchIndex`), kept in step around each write.
    let isIndexedInBulk: Bool

    /// Declares how a kind is kept.
    /// - Precondition: a kind not kept in the outline has a column for each of its references, and
    ///   refers to one entity per reference (a column holds one identifier).
    init(
        table: StoredTable<Entity>, referenceColumns: [String] = [], searchIndex: SearchIndexTables<Entity>? = nil,
        isIndexedInBulk: Bool = false
    ) {
        let references = Entity.kind.references
        precondition(
            AnyEntityKind(Entity.self).isKeptInOutline
                || (referenceColumns.count == references.count && !references.contains(where: \.isMany)),
            "The table of \(Entity.kind.name)s needs a column for each of its references, one identifier each.")
        self.table = table
        self.referenceColumns = zip(references, referenceColumns).map { (target: $0.target, column: $1) }
        self.searchIndex = searchIndex
        self.isIndexedInBulk = isIndexedInBulk
    }

    var kind: AnyEntityKind { AnyEntityKind(Entity.self) }
    var tableName: String { table.name }
    var searchIndexTableNames: (index: String, keys: String)? { searchIndex.map { ($0.index, $0.keys) } }

    /// The columns of the references to a kind.
    func columns(referringTo target: AnyEntityKind) -> [String] {
        referenceColumns.filter { $0.target == target }.map(\.column)
    }
}

/// A `StoredKind` of any kind, for code that handles every kind alike.
protocol AnyStoredKind: Sendable {
    /// The kind kept.
    var kind: AnyEntityKind { get }
    /// Its table's name.
    var tableName: String { get }
    /// The tables of its full-text index, if it has one.
    var searchIndexTableNames: (index: String, keys: String)? { get }
}
