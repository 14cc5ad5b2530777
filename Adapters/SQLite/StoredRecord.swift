/// The form a value takes in a table's `entity` column: a type of the store's own, encoded as JSON,
/// so that the Core's types can change without changing what is stored. Each record's JSON keys
/// are fixed by the schema version that introduced it (see `ConbookSchema`); a record reads every
/// earlier form of itself.
protocol StoredRecord: Codable, SendableMetatype {
    /// The value kept.
    associatedtype Value

    /// The record of a value.
    init(_ value: Value)

    /// The value a record holds.
    /// - Throws: `SQLiteFailure` when the record holds something no value can be made of.
    func value() throws(SQLiteFailure) -> Value
}
