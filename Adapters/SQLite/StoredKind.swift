import ConbookCore

/// How one kind of synced entity is kept: its table (keyed by the entity's identifier) and the
/// columns that hold its references, which `EntitySelection.referring(to:ids:)` and the outline's
/// summaries read. Each kind's is declared next to its record (`Records/`) and listed in `StoredKinds.all`.
struct StoredKind<Entity: SyncedEntity>: AnyStoredKind {
    /// The table.
    let table: StoredTable<Entity>
    /// The column of each reference, by the kind referred to.
    let referenceColumns: [AnyEntityKind: String]

    /// Declares how a kind is kept.
    /// - Precondition: a column for every reference the kind declares.
    init(table: StoredTable<Entity>, referenceColumns: [AnyEntityKind: String] = [:]) {
        precondition(
            Set(Entity.kind.references.map(\.target)) == Set(referenceColumns.keys),
            "The table of \(Entity.kind.name)s needs a column for each of its references.")
        self.table = table
        self.referenceColumns = referenceColumns
    }

    var kind: AnyEntityKind { AnyEntityKind(Entity.self) }
    var tableName: String { table.name }
}

/// A `StoredKind` of any kind, for code that handles every kind alike.
protocol AnyStoredKind: Sendable {
    /// The kind kept.
    var kind: AnyEntityKind { get }
    /// Its table's name.
    var tableName: String { get }
}
