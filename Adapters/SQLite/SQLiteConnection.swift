import CSQLite

/// One open SQLite connection; closed when the last reference (database, store or statement) goes.
///
/// Not thread-safe by itself: use it from one thread at a time (the Core calls stores on the main
/// actor). SQLite's own locking (WAL, `BEGIN IMMEDIATE`, the busy timeout) serializes writers
/// across connections and processes.
final class SQLiteConnection {
    /// The database file's path, for messages.
    let path: String
    /// SQLite's count of the virtual-machine steps run by every statement of this connection
    /// finalized so far (`SQLITE_STMTSTATUS_VM_STEP`): it grows with the rows the statements visit,
    /// so it tells a row looked up from an index walked.
    var stepsRun = 0
    private let handle: OpaquePointer

    /// Opens (creating when missing) the database file at a path.
    init(path: String) throws(SQLiteFailure) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &opened, flags, nil)
        guard result == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteFailure(code: result, message: message, context: "opening \(path)")
        }
        sqlite3_extended_result_codes(opened, 1)
        for (register, name) in [
            (CompactIdentifier.register(on:), CompactIdentifier.sqlFunction),
            (KeptTextFunctions.register(on:), KeptTextFunctions.textFunction),
        ] {
            let registered = register(opened)
            guard registered == SQLITE_OK else {
                let message = String(cString: sqlite3_errmsg(opened))
                sqlite3_close_v2(opened)
                throw SQLiteFailure(code: registered, message: message, context: "registering \(name) on \(path)")
            }
        }
        self.path = path
        self.handle = opened
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// A failure with the connection's current message.
    func failure(_ code: Int32, _ context: String) -> SQLiteFailure {
        SQLiteFailure(code: code, message: String(cString: sqlite3_errmsg(handle)), context: context)
    }

    /// Prepares a statement (finalized when the returned value goes away).
    func prepare(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else {
            let failure = failure(result, "preparing \(sql)")
            sqlite3_finalize(statement)
            throw failure
        }
        return SQLiteStatement(connection: self, handle: statement, sql: sql)
    }

    /// Runs one or more statements that return nothing of interest.
    func execute(_ sql: String) throws(SQLiteFailure) {
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard result == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            throw SQLiteFailure(code: result, message: text, context: "running \(sql)")
        }
    }

    /// The text values of the first column of every row a query returns.
    func texts(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteFailure) -> [String] {
        let statement = try prepare(sql)
        try statement.bind(values)
        var texts: [String] = []
        while try statement.step() {
            texts.append(statement.text(0))
        }
        return texts
    }

    /// The integer in the first column of the first row, or nil when there is no row.
    func integer(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteFailure) -> Int64? {
        let statement = try prepare(sql)
        try statement.bind(values)
        return try statement.step() ? statement.integer(0) : nil
    }

    /// Rows inserted, updated or deleted by the last statement run to its end (what triggers and
    /// foreign key actions changed left out).
    var changes: Int64 { sqlite3_changes64(handle) }

    /// Whether a transaction is open (false in autocommit mode).
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs a body in one write transaction (`BEGIN IMMEDIATE`, so the write lock is taken
    /// before anything is read); commits when it returns, rolls back when anything throws.
    func writeTransaction<Result>(_ body: () throws(SQLiteFailure) -> Result) throws(SQLiteFailure) -> Result {
        try transaction(beginning: "BEGIN IMMEDIATE", body)
    }

    /// Runs a body in one read transaction: every query inside sees the same snapshot.
    func readTransaction<Result>(_ body: () throws(SQLiteFailure) -> Result) throws(SQLiteFailure) -> Result {
        try transaction(beginning: "BEGIN DEFERRED", body)
    }

    private func transaction<Result>(
        beginning begin: String, _ body: () throws(SQLiteFailure) -> Result
    ) throws(SQLiteFailure) -> Result {
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }
}
