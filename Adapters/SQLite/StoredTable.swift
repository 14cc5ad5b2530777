import ConbookCore

/// How one kind of keyed value is kept in its table: the table, the key column, the extra columns
/// and their values, and the record its `entity` column holds as JSON.
struct StoredTable<Value>: Sendable {
    /// The table's name.
    let name: String
    /// The key column (`id`, or `event_id` for values kept per event).
    let keyColumn: String
    /// The columns besides `convention`, the key and `entity`.
    let columns: [String]
    /// The values of those columns for one value.
    let values: @Sendable (Value) -> [SQLiteValue]
    /// The `entity` JSON of a value.
    let encode: @Sendable (Value, EntityJSON) throws(SQLiteFailure) -> String
    /// The values of a JSON array of `entity` values.
    let decode: @Sendable ([UInt8], EntityJSON) throws(SQLiteFailure) -> [Value]

    /// A table whose `entity` column holds `Record`s.
    init<Record: StoredRecord>(
        name: String, keyColumn: String = "id", columns: [String] = [],
        values: @escaping @Sendable (Value) -> [SQLiteValue] = { _ in [] }, record: Record.Type
    ) where Record.Value == Value {
        self.name = name
        self.keyColumn = keyColumn
        self.columns = columns
        self.values = values
        encode = { value, json throws(SQLiteFailure) in try json.encode(Record(value), what: "a row of \(name)") }
        decode = { bytes, json throws(SQLiteFailure) in
            try json.decode([Record].self, from: bytes, what: "the rows of \(name)").map { record throws(SQLiteFailure) in
                try record.value()
            }
        }
    }

    /// `INSERT … ON CONFLICT DO UPDATE` of one row: convention, key, columns…, entity.
    var upsertSQL: String {
        let all = ["convention", keyColumn] + columns.map { "\"\($0)\"" } + ["entity"]
        let placeholders = Array(repeating: "?", count: all.count).joined(separator: ", ")
        let updates = (columns.map { "\"\($0)\"" } + ["entity"]).map { "\($0) = excluded.\($0)" }
        return "INSERT INTO \(name) (\(all.joined(separator: ", "))) VALUES (\(placeholders)) "
            + "ON CONFLICT (convention, \(keyColumn)) DO UPDATE SET \(updates.joined(separator: ", "))"
    }

    /// Deletes one row by convention and key.
    var deleteSQL: String { "DELETE FROM \(name) WHERE convention = ? AND \(keyColumn) = ?" }

    /// Deletes every row of a convention.
    var deleteAllSQL: String { "DELETE FROM \(name) WHERE convention = ?" }

    /// Reads every row of a convention: key, entity.
    var selectSQL: String { "SELECT \(keyColumn), entity FROM \(name) WHERE convention = ?" }
}
