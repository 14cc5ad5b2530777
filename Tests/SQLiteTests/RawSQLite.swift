import CSQLite
import Foundation
import Testing

/// A database file opened with SQLite alone, as another program would open it: for tests that change
/// or read a file behind the store's back.
enum RawSQLite {
    /// Runs SQL that changes one row.
    static func changeOneRow(_ sql: String, in file: URL) throws {
        #expect(try execute(sql, in: file) == 1)
    }

    /// Runs SQL that may change any number of rows; returns how many the last statement changed.
    @discardableResult
    static func execute(_ sql: String, in file: URL) throws -> Int {
        try withDatabase(file) { database in
            var message: UnsafeMutablePointer<CChar>?
            let result = sqlite3_exec(database, sql, nil, nil, &message)
            defer { sqlite3_free(message) }
            #expect(result == SQLITE_OK, "\(message.map { String(cString: $0) } ?? "")")
            return Int(sqlite3_changes(database))
        }
    }

    /// The bytes of a database file and of its write-ahead log, if any (what another program reading
    /// the disk would find).
    static func storedBytes(of file: URL) throws -> Data {
        let log = URL(fileURLWithPath: file.path + "-wal")
        let logged = FileManager.default.fileExists(atPath: log.path) ? try Data(contentsOf: log) : Data()
        return try Data(contentsOf: file) + logged
    }

    /// The integer a query gives (its first row's first column), or nil when it gives no row.
    static func integer(_ sql: String, in file: URL) throws -> Int? {
        try withDatabase(file) { database in
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else {
                Issue.record("\(String(cString: sqlite3_errmsg(database)))")
                return nil
            }
            defer { sqlite3_finalize(statement) }
            return sqlite3_step(statement) == SQLITE_ROW ? Int(sqlite3_column_int64(statement, 0)) : nil
        }
    }

    /// The rows of a query of two text columns, as a dictionary from the first to the second.
    static func texts(_ sql: String, in file: URL) throws -> [String: String] {
        try withDatabase(file) { database in
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else {
                Issue.record("\(String(cString: sqlite3_errmsg(database)))")
                return [:]
            }
            defer { sqlite3_finalize(statement) }
            var rows: [String: String] = [:]
            while sqlite3_step(statement) == SQLITE_ROW {
                rows[String(cString: sqlite3_column_text(statement, 0))] = String(cString: sqlite3_column_text(statement, 1))
            }
            return rows
        }
    }

    private static func withDatabase<Result>(_ file: URL, _ body: (OpaquePointer?) throws -> Result) throws -> Result {
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        guard sqlite3_open_v2(file.path, &database, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        return try body(database)
    }
}
