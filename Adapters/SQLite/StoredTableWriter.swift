/// Writes one convention's rows of a table: only what differs from the previous rows when they
/// are known (a delta), else every row after deleting the old ones (a full rewrite).
///
/// Counts the rows it writes so that a test can make a save fail half-way (`failAfterRows`).
final class StoredTableWriter {
    private let connection: SQLiteConnection
    private let convention: String
    private let json: EntityJSON
    private let failAfterRows: Int?
    private var rowsWritten = 0

    init(connection: SQLiteConnection, convention: String, json: EntityJSON, failAfterRows: Int?) {
        self.connection = connection
        self.convention = convention
        self.json = json
        self.failAfterRows = failAfterRows
    }

    /// Brings the table's rows from `previous` (nil: unknown) to `current`.
    func write<Value>(
        _ table: StoredTable<Value>, current: [String: Value], previous: [String: Value]?
    ) throws(SQLiteFailure) {
        let upsert = try connection.prepare(table.upsertSQL)
        if let previous {
            let removed = previous.keys.filter { current[$0] == nil }
            if !removed.isEmpty {
                let delete = try connection.prepare(table.deleteSQL)
                for key in removed {
                    try countRow(table)
                    try delete.run([.text(convention), .text(key)])
                }
            }
            for (key, value) in current where previous[key] != value {
                try upsertRow(upsert, table, key, value)
            }
        } else {
            try connection.prepare(table.deleteAllSQL).run([.text(convention)])
            for (key, value) in current {
                try upsertRow(upsert, table, key, value)
            }
        }
    }

    /// Brings only the rows with these keys from what `previous` gives to what `current` gives;
    /// every other row is known to be as stored (a delta whose touched keys are known).
    func write<Value>(
        _ table: StoredTable<Value>, touching keys: some Sequence<String>, current: (String) -> Value?,
        previous: (String) -> Value?
    ) throws(SQLiteFailure) {
        let upsert = try connection.prepare(table.upsertSQL)
        var delete: SQLiteStatement?
        for key in keys {
            switch (previous(key), current(key)) {
            case (let old, let new?) where old != new:
                try upsertRow(upsert, table, key, new)
            case (_?, nil):
                let statement: SQLiteStatement
                if let delete {
                    statement = delete
                } else {
                    statement = try connection.prepare(table.deleteSQL)
                    delete = statement
                }
                try countRow(table)
                try statement.run([.text(convention), .text(key)])
            default:
                break
            }
        }
    }

    /// Inserts or replaces these rows and deletes the rows with those keys (an update whose
    /// changes are known row by row).
    func write<Value>(
        _ table: StoredTable<Value>, upserting rows: [(key: String, value: Value)], deleting keys: some Collection<String>
    ) throws(SQLiteFailure) {
        if !keys.isEmpty {
            let delete = try connection.prepare(table.deleteSQL)
            for key in keys {
                try countRow(table)
                try delete.run([.text(convention), .text(key)])
            }
        }
        guard !rows.isEmpty else { return }
        let upsert = try connection.prepare(table.upsertSQL)
        for row in rows {
            try upsertRow(upsert, table, row.key, row.value)
        }
    }

    private func upsertRow<Value>(
        _ upsert: SQLiteStatement, _ table: StoredTable<Value>, _ key: String, _ value: Value
    ) throws(SQLiteFailure) {
        try countRow(table)
        let entity = try json.encode(value, what: "\(table.name) row \(key)")
        try upsert.run([.text(convention), .text(key)] + table.values(value) + [.text(entity)])
    }

    private func countRow<Value>(_ table: StoredTable<Value>) throws(SQLiteFailure) {
        if let failAfterRows, rowsWritten >= failAfterRows {
            throw .other("injected failure after \(rowsWritten) rows", "writing \(table.name)")
        }
        rowsWritten += 1
    }
}
