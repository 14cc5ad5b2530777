import ConbookCore

/// Reads every event of a convention with two connections side by side, each decoding half of
/// the rows (by `row_id`), which nearly halves a whole load of a large convention on two cores.
///
/// Both halves come from one state of the file: the second connection's read transaction must see
/// the same `revision` of the convention as the caller's (every save raises it), or the caller's
/// connection reads everything alone. Small conventions are read alone too.
///
/// A whole load reads each row once, so it keeps little in SQLite's page cache: the caller's
/// connection reads with the cache of a new connection (`sweepCacheKibibytes`) and gets its own
/// back afterwards, so that the sweep does not fill its cache with rows it will not read again
/// (at 100k events, 32 MiB of the peak: a third of a kilobyte per event).
struct SideBySideEventReader {
    /// The caller's connection, inside a read transaction.
    let connection: SQLiteConnection
    let convention: String

    /// Below this many rows in the file, one connection reads.
    static let rowsWorthSplitting: Int64 = 20_000

    /// The page cache a connection sweeps the table with, in KiB (SQLite's default for a new connection).
    static let sweepCacheKibibytes = 2_000

    /// Every event of the convention, in no particular order, each made by `read` from its row
    /// (`StoredKinds.events`' reading). Generic in the value only so that a generic caller gets
    /// its own array type back without a copying cast (a whole second array at the peak).
    func events<Value: Sendable>(
        reading read: @escaping @Sendable (SQLiteStatement, Int32) throws(SQLiteFailure) -> Value
    ) throws(SQLiteFailure) -> [Value] {
        let convention = convention
        let rows = try connection.integer("SELECT count(*) FROM events WHERE convention = ?", [.text(convention)]) ?? 0
        let cacheSize = try connection.integer("PRAGMA cache_size") ?? -Int64(Self.sweepCacheKibibytes)
        try connection.execute("PRAGMA cache_size = -\(Self.sweepCacheKibibytes)")
        defer { try? connection.execute("PRAGMA cache_size = \(cacheSize)") }
        let alone = { () throws(SQLiteFailure) -> [Value] in
            try Self.half(0...Int64.max, expecting: rows, of: convention, on: connection, read)
        }
        guard let last = try connection.integer("SELECT max(row_id) FROM events"), last >= Self.rowsWorthSplitting,
            let revision = try revision(on: connection)
        else { return try alone() }
        let other = try SQLiteConnection(path: connection.path)
        try other.execute("PRAGMA busy_timeout = 5000")
        return try other.readTransaction { () throws(SQLiteFailure) -> [Value] in
            guard try self.revision(on: other) == revision else { return try alone() }
            let middle = last / 2
            // The first half's array becomes the whole (`SideBySide`): room for every row from the start.
            let connections = UncheckedConnections(first: connection, second: other)
            return try SideBySide.values(ofParts: 2) { index throws(SQLiteFailure) in
                index == 0
                    ? try Self.half(0...middle, expecting: rows, of: convention, on: connections.first, read)
                    : try Self.half((middle + 1)...Int64.max, expecting: 0, of: convention, on: connections.second, read)
            }
        }
    }

    private func revision(on connection: SQLiteConnection) throws(SQLiteFailure) -> Int64? {
        try connection.integer("SELECT revision FROM conventions WHERE name = ?", [.text(convention)])
    }

    /// The convention's events whose `row_id` lies in a range, read along the table itself
    /// (`+convention` keeps SQLite from going through an index and back to the table row by row),
    /// into an array with room for `expected` of them from the start (growing it as it fills would
    /// leave it up to half empty).
    private static func half<Value>(
        _ rows: ClosedRange<Int64>, expecting expected: Int64, of convention: String, on connection: SQLiteConnection,
        _ read: (SQLiteStatement, Int32) throws(SQLiteFailure) -> Value
    ) throws(SQLiteFailure) -> [Value] {
        let statement = try connection.prepare(
            "SELECT \(StoredKinds.events.table.selection(of: "events")) FROM events "
                + "WHERE +convention = ? AND row_id BETWEEN ? AND ?")
        try statement.bind([.text(convention), .integer(rows.lowerBound), .integer(rows.upperBound)])
        var events: [Value] = []
        events.reserveCapacity(Int(expected))
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
