import ConbookCore

/// Reads every event of a convention with two connections side by side, each decoding half of
/// the rows (by `row_id`), which nearly halves a whole load of a large convention on two cores.
///
/// Both halves come from one state of the file: the second connection's read transaction must see
/// the same `revision` of the convention as the caller's (every save raises it), or the caller's
/// connection reads everything alone. Small conventions are read alone too.
struct SideBySideEventReader {
    /// The caller's connection, inside a read transaction.
    let connection: SQLiteConnection
    let convention: String

    /// Below this many rows in the file, one connection reads.
    static let rowsWorthSplitting: Int64 = 20_000

    /// Every event of the convention, in no particular order.
    func events() throws(SQLiteFailure) -> [Event] {
        guard case .columns(let read) = StoredKinds.events.table.form else { return [] }  // events have columns
        let convention = convention
        let alone = { () throws(SQLiteFailure) -> [Event] in
            try Self.half(0...Int64.max, of: convention, on: connection, read)
        }
        guard let last = try connection.integer("SELECT max(row_id) FROM events"), last >= Self.rowsWorthSplitting,
            let revision = try revision(on: connection)
        else { return try alone() }
        let other = try SQLiteConnection(path: connection.path)
        try other.execute("PRAGMA busy_timeout = 5000")
        return try other.readTransaction { () throws(SQLiteFailure) -> [Event] in
            guard try self.revision(on: other) == revision else { return try alone() }
            let middle = last / 2
            let connections = UncheckedConnections(first: connection, second: other)
            return try SideBySide.values(ofParts: 2) { index throws(SQLiteFailure) in
                index == 0
                    ? try Self.half(0...middle, of: convention, on: connections.first, read)
                    : try Self.half((middle + 1)...Int64.max, of: convention, on: connections.second, read)
            }
        }
    }

    private func revision(on connection: SQLiteConnection) throws(SQLiteFailure) -> Int64? {
        try connection.integer("SELECT revision FROM conventions WHERE name = ?", [.text(convention)])
    }

    /// The convention's events whose `row_id` lies in a range, read along the table itself
    /// (`+convention` keeps SQLite from going through an index and back to the table row by row).
    private static func half(
        _ rows: ClosedRange<Int64>, of convention: String, on connection: SQLiteConnection,
        _ read: @Sendable (SQLiteStatement, Int32) throws(SQLiteFailure) -> Event
    ) throws(SQLiteFailure) -> [Event] {
        let statement = try connection.prepare(
            "SELECT \(StoredKinds.events.table.selection(of: "events")) FROM events "
                + "WHERE +convention = ? AND row_id BETWEEN ? AND ?")
        try statement.bind([.text(convention), .integer(rows.lowerBound), .integer(rows.upperBound)])
        var events: [Event] = []
        while try statement.step() {
            events.append(try read(statement, 0))
        }
        return events
    }
}

/// Two connections handed to the two threads of a side-by-side read, each used by one thread only
/// while the caller waits.
private struct UncheckedConnections: @unchecked Sendable {
    let first: SQLiteConnection
    let second: SQLiteConnection
}
