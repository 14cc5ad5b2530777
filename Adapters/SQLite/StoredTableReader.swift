/// Reads every row of one convention from a table, decoding all `entity` values at once (the
/// rows are joined into one JSON array, which is much faster than one decode per row).
struct StoredTableReader {
    let connection: SQLiteConnection
    let convention: String
    let json: EntityJSON

    /// The rows as (key, value), in no particular order.
    func read<Value>(_ table: StoredTable<Value>) throws(SQLiteFailure) -> [(key: String, value: Value)] {
        let statement = try connection.prepare(table.selectSQL)
        try statement.bind([.text(convention)])
        return try rows(of: statement, as: Value.self, what: "the \(table.name) of \(convention)")
    }

    /// The values of a bound statement that selects (key, entity), in its order.
    func decodeRows<Value: Decodable>(of statement: SQLiteStatement, as type: Value.Type, what: String)
        throws(SQLiteFailure) -> [Value]
    {
        try rows(of: statement, as: type, what: what).map(\.value)
    }

    private func rows<Value: Decodable>(of statement: SQLiteStatement, as type: Value.Type, what: String)
        throws(SQLiteFailure) -> [(key: String, value: Value)]
    {
        var keys: [String] = []
        var array: [UInt8] = [UInt8(ascii: "[")]
        while try statement.step() {
            if !keys.isEmpty { array.append(UInt8(ascii: ",")) }
            keys.append(statement.text(0))
            statement.appendBytes(1, to: &array)
        }
        array.append(UInt8(ascii: "]"))
        let values = try json.decode([Value].self, from: array, what: what)
        guard values.count == keys.count else {
            throw .other("\(keys.count) rows gave \(values.count) values", "decoding \(what)")
        }
        return Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }
}
