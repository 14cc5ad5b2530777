import ConbookCore

/// How one kind of keyed value is kept in its table: the table, the key column, and its row, in one
/// of two forms (`StoredTable.Form`): typed columns, or a few query columns and the whole value as
/// a JSON record in an `entity` column.
struct StoredTable<Value>: Sendable {
    /// How a table's rows hold their values.
    enum Form: Sendable {
        /// Every field in a column of its own (events, since schema 7): written by `row`, read back
        /// by `read` (a statement positioned on a row, and the index of its key column, which the
        /// selected columns follow).
        case columns(read: @Sendable (SQLiteStatement, Int32) throws(SQLiteFailure) -> Value)
        /// The value as a `StoredRecord` in the `entity` column; `decode` reads a JSON array of
        /// `entity` values at once.
        case json(decode: @Sendable ([UInt8], EntityJSON) throws(SQLiteFailure) -> [Value])
    }

    /// The table's name.
    let name: String
    /// The key column (`id`, or `event_id` for values kept per event).
    let keyColumn: String
    /// The columns written besides `convention` and the key (for a JSON table: its query columns,
    /// then `entity`).
    let columns: [String]
    /// The columns read back, after the key.
    let selectedColumns: [String]
    /// The values of `columns` for one value (records encoded by the JSON coder, the texts of
    /// `keptTextColumns` kept once by the writer's `KeptTextWriter`).
    let row: @Sendable (Value, EntityJSON, KeptTextWriter) throws(SQLiteFailure) -> [SQLiteValue]
    /// How rows are read back.
    let form: Form
    /// A number rows are best inserted in ascending order of, if an order is better than any (events:
    /// their start, which their largest indexes follow, so that a whole convention's rows are
    /// appended to them instead of scattered through them).
    let insertionKey: (@Sendable (Value) -> Int64)?
    /// The columns (the key among them, or not) that keep identifiers as `CompactIdentifier` does.
    let compactColumns: Set<String>
    /// The columns that hold the id of a text kept once in `event_texts` (`KeptTextWriter`).
    let keptTextColumns: [String]

    /// A table whose `entity` column holds `Record`s, with `columns` (their `values`) beside it
    /// for queries.
    init<Record: StoredRecord>(
        name: String, keyColumn: String = "id", columns: [String] = [],
        values: @escaping @Sendable (Value) -> [SQLiteValue] = { _ in [] }, record: Record.Type
    ) where Record.Value == Value {
        self.name = name
        self.keyColumn = keyColumn
        self.columns = columns + ["entity"]
        selectedColumns = ["entity"]
        row = { value, json, _ throws(SQLiteFailure) in
            values(value) + [.text(try json.encode(Record(value), what: "a row of \(name)"))]
        }
        insertionKey = nil
        compactColumns = []
        keptTextColumns = []
        form = .json { bytes, json throws(SQLiteFailure) in
            try json.decode([Record].self, from: bytes, what: "the rows of \(name)").map { record throws(SQLiteFailure) in
                try record.value()
            }
        }
    }

    /// A table that keeps every field of a value in a column of its own: `row` gives the values of
    /// `columns`, `read` makes the value back from them (selected in the same order); rows are
    /// written in ascending order of their `insertionKey` when one is given; the key and the
    /// `compactColumns` keep identifiers as `CompactIdentifier` does (`row` gives those columns'
    /// values in that form, and `read` reads them so); the `keptTextColumns` hold the ids of texts
    /// kept once (`row` gives the ids the writer's `KeptTextWriter` gives, and `read` reads the
    /// texts back through `SQLiteStatement.keptText(_:what:)`).
    init(
        name: String, keyColumn: String = "id", columns: [String],
        row: @escaping @Sendable (Value, KeptTextWriter) throws(SQLiteFailure) -> [SQLiteValue],
        read: @escaping @Sendable (SQLiteStatement, Int32) throws(SQLiteFailure) -> Value,
        insertionKey: (@Sendable (Value) -> Int64)? = nil, compactColumns: Set<String> = [],
        keptTextColumns: [String] = []
    ) {
        self.name = name
        self.keyColumn = keyColumn
        self.columns = columns
        selectedColumns = columns
        self.row = { value, _, texts throws(SQLiteFailure) in try row(value, texts) }
        form = .columns(read: read)
        self.insertionKey = insertionKey
        self.compactColumns = compactColumns
        self.keptTextColumns = keptTextColumns
    }

    /// A key as its column keeps it.
    func keyValue(_ key: String) -> SQLiteValue {
        compactColumns.contains(keyColumn) ? CompactIdentifier.value(of: key) : .text(key)
    }

    /// The key in a column of the current row.
    func key(in row: SQLiteStatement, at column: Int32) throws(SQLiteFailure) -> String {
        compactColumns.contains(keyColumn) ? try CompactIdentifier.identifier(in: row, at: column) : row.text(column)
    }

    /// `column IN (…)` the identifiers of a JSON array of texts bound at `parameter`, as the column keeps them.
    func membership(of column: String, in parameter: String = "?") -> String {
        compactColumns.contains(column)
            ? CompactIdentifier.membership(of: column, in: parameter)
            : "\(column) IN (SELECT value FROM json_each(\(parameter)))"
    }

    /// The key and the selected columns of a table named (or aliased) `table`, for a `SELECT`.
    func selection(of table: String) -> String {
        ([keyColumn] + selectedColumns).map { "\(table).\"\($0)\"" }.joined(separator: ", ")
    }

    /// `INSERT … ON CONFLICT DO UPDATE` of one row: convention, key, columns….
    var upsertSQL: String {
        let all = ["convention", keyColumn] + columns.map { "\"\($0)\"" }
        let placeholders = Array(repeating: "?", count: all.count).joined(separator: ", ")
        let updates = columns.map { "\"\($0)\" = excluded.\"\($0)\"" }
        return "INSERT INTO \(name) (\(all.joined(separator: ", "))) VALUES (\(placeholders)) "
            + "ON CONFLICT (convention, \(keyColumn)) DO UPDATE SET \(updates.joined(separator: ", "))"
    }

    /// Deletes one row by convention and key.
    var deleteSQL: String { "DELETE FROM \(name) WHERE convention = ? AND \(keyColumn) = ?" }

    /// Deletes every row of a convention.
    var deleteAllSQL: String { "DELETE FROM \(name) WHERE convention = ?" }

    /// Reads every row of a convention: key, selected columns.
    var selectSQL: String { "SELECT \(selection(of: name)) FROM \(name) WHERE convention = ?" }
}
