/// Reads rows of one convention from a table: typed columns row by row; `entity` values in batches
/// (the rows of a batch are joined into one JSON array, which is much faster than one decode per
/// row; large reads decode their batches on every core at once).
struct StoredTableReader {
    let connection: SQLiteConnection
    let convention: String
    let json: EntityJSON

    /// Rows per batch: below this, one batch on the calling thread.
    static let rowsPerBatch = 2_000

    /// Every row of the convention as (key, value), in no particular order.
    func read<Value: Sendable>(_ table: StoredTable<Value>) throws(SQLiteFailure) -> [(key: String, value: Value)] {
        let statement = try connection.prepare(table.selectSQL)
        try statement.bind([.text(convention)])
        return try rows(of: statement, table)
    }

    /// The values of a bound statement that selects a table's key and columns (`StoredTable.selection`), in its order.
    func values<Value: Sendable>(
        of statement: SQLiteStatement, _ table: StoredTable<Value>
    ) throws(SQLiteFailure)
        -> [Value]
    {
        guard case .columns(let read) = table.form else { return try rows(of: statement, table).map(\.value) }
        var values: [Value] = []
        while try statement.step() {
            values.append(try read(statement, 0))
        }
        return values
    }

    private func rows<Value: Sendable>(
        of statement: SQLiteStatement, _ table: StoredTable<Value>
    )
        throws(SQLiteFailure) -> [(key: String, value: Value)]
    {
        switch table.form {
        case .columns(let read):
            var rows: [(key: String, value: Value)] = []
            while try statement.step() {
                rows.append((key: try table.key(in: statement, at: 0), value: try read(statement, 0)))
            }
            return rows
        case .json(let decode):
            return try jsonRows(of: statement, table, decode)
        }
    }

    private func jsonRows<Value: Sendable>(
        of statement: SQLiteStatement, _ table: StoredTable<Value>,
        _ decode: @escaping @Sendable ([UInt8], EntityJSON) throws(SQLiteFailure) -> [Value]
    ) throws(SQLiteFailure) -> [(key: String, value: Value)] {
        var keys: [String] = []
        var batches: [[UInt8]] = []
        var batch: [UInt8] = []
        var rowsInBatch = 0
        while try statement.step() {
            batch.append(UInt8(ascii: rowsInBatch == 0 ? "[" : ","))
            keys.append(statement.text(0))
            statement.appendBytes(1, to: &batch)
            rowsInBatch += 1
            if rowsInBatch == Self.rowsPerBatch {
                batch.append(UInt8(ascii: "]"))
                batches.append(batch)
                batch = []
                rowsInBatch = 0
            }
        }
        if rowsInBatch > 0 {
            batch.append(UInt8(ascii: "]"))
            batches.append(batch)
        }
        let values = try decodeSideBySide(batches, decode)
        guard values.count == keys.count else {
            throw .other("\(keys.count) rows gave \(values.count) values", "decoding the \(table.name) of \(convention)")
        }
        return Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }

    /// The values of every batch, in order; the batches are decoded side by side when there are several.
    private func decodeSideBySide<Value: Sendable>(
        _ batches: [[UInt8]], _ decode: @escaping @Sendable ([UInt8], EntityJSON) throws(SQLiteFailure) -> [Value]
    ) throws(SQLiteFailure) -> [Value] {
        guard batches.count > 1 else {
            return try batches.first.map { batch throws(SQLiteFailure) in try decode(batch, json) } ?? []
        }
        let entityJSON = json
        return try SideBySide.values(ofParts: batches.count) { index throws(SQLiteFailure) in
            try decode(batches[index], entityJSON)
        }
    }
}
