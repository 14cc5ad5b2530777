import ConbookCore

/// How the change marks of one change-tracked kind are kept: a table keyed by the entity's
/// identifier. Declared next to the kind's record and listed in `StoredKinds.changeMarks`.
struct StoredChangeMarks<Entity: ChangeTracked>: AnyStoredChangeMarks {
    /// The table.
    let table: StoredTable<TrackedChange<Entity>>

    var kind: AnyEntityKind { AnyEntityKind(Entity.self) }
    var tableName: String { table.name }
}

/// A `StoredChangeMarks` of any kind.
protocol AnyStoredChangeMarks: Sendable {
    /// The kind whose marks are kept.
    var kind: AnyEntityKind { get }
    /// Their table's name.
    var tableName: String { get }
}
