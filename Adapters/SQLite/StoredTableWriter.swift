/// Writes one convention's rows of tables inside an open transaction: rows upserted and deleted by
/// key, or a table's rows of the convention replaced whole.
///
/// Counts the rows it writes so that a test can make a save fail half-way (`failAfterRows`).
final class StoredTableWriter {
    private let connection: SQLiteConnection
    private let convention: String
    private let json: EntityJSON
    private let failAfterRows: Int?
    private let texts: KeptTextWriter
    private var rowsWritten = 0
    /// Rows SQLite inserted, updated or deleted for this writer (what triggers changed left out).
    private(set) var rowsChanged: Int64 = 0

    init(connection: SQLiteConnection, convention: String, json: EntityJSON, failAfterRows: Int?) {
        self.connection = connection
        self.convention = convention
        self.json = json
        self.failAfterRows = failAfterRows
        texts = KeptTextWriter(connection: connection, convention: convention)
    }

    /// Deletes the rows with these keys, then inserts or replaces these rows (the texts the table
    /// keeps once kept in step: `KeptTextWriter`).
    func write<Value>(
        _ table: StoredTable<Value>, upserting rows: [(key: String, value: Value)], deleting keys: some Collection<String>
    ) throws(SQLiteFailure) {
        if !table.keptTextColumns.isEmpty {
            try texts.releaseTexts(ofRowsKeyed: Array(keys) + rows.map(\.key), in: table)
        }
        if !keys.isEmpty {
            let delete = try connection.prepare(table.deleteSQL)
            for key in keys {
                try countRow(table)
                try delete.run([.text(convention), table.keyValue(key)])
                rowsChanged += connection.changes
            }
        }
        if !rows.isEmpty {
            let upsert = try connection.prepare(table.upsertSQL)
            for position in Self.insertionOrder(of: rows, by: table.insertionKey) {
                let row = rows[position]
                try countRow(table)
                try upsert.run([.text(convention), table.keyValue(row.key)] + table.row(row.value, json, texts))
                rowsChanged += connection.changes
            }
        }
        if !table.keptTextColumns.isEmpty {
            try texts.settle()
        }
    }

    /// The positions of the rows in ascending order of their keys (the order they were given in
    /// when there is no key, or between rows of the same key).
    private static func insertionOrder<Value>(
        of rows: [(key: String, value: Value)], by insertionKey: ((Value) -> Int64)?
    ) -> [Int] {
        guard let insertionKey, rows.count > 1 else { return Array(rows.indices) }
        let keys = rows.map { insertionKey($0.value) }
        return rows.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    }

    /// Replaces every row of the convention in a table with these.
    func replaceAll<Value>(_ table: StoredTable<Value>, with rows: [(key: String, value: Value)]) throws(SQLiteFailure) {
        try connection.prepare(table.deleteAllSQL).run([.text(convention)])
        if !table.keptTextColumns.isEmpty {
            try texts.removeAll()
        }
        try write(table, upserting: rows, deleting: [String]())
    }

    private func countRow<Value>(_ table: StoredTable<Value>) throws(SQLiteFailure) {
        if let failAfterRows, rowsWritten >= failAfterRows {
            throw .other("injected failure after \(rowsWritten) rows", "writing \(table.name)")
        }
        rowsWritten += 1
    }
}
