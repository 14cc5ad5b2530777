import CSQLite

/// One prepared statement on a connection; finalized when the value goes away.
///
/// Holds its connection strongly, so the connection is closed only after every statement is finalized.
final class SQLiteStatement {
    private let connection: SQLiteConnection
    private let handle: OpaquePointer
    private let sql: String
    /// The texts `sharedIdentifier(_:)` gave, by `quickHash(of:)` of their bytes.
    private var sharedTexts: [Int: [String]] = [:]
    private var sharedTextCount = 0
    /// The identifiers `sharedIdentifier(_:)` gave for UUIDs kept as 16 bytes, by those bytes.
    private var sharedUUIDs: [UUIDKey: String] = [:]
    /// How many different texts (and as many UUIDs) `sharedIdentifier(_:)` keeps at most (after that it makes new ones).
    private static let sharedTextLimit = 4_096
    /// Reads the texts kept once (`event_texts`) that the rows this statement reads refer to.
    private var keptTexts: KeptTextReader?

    init(connection: SQLiteConnection, handle: OpaquePointer, sql: String) {
        self.connection = connection
        self.handle = handle
        self.sql = sql
    }

    deinit {
        connection.stepsRun += Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_VM_STEP, 0))
        sqlite3_finalize(handle)
    }

    /// Clears earlier bindings and binds the values to parameters 1, 2, ….
    func bind(_ values: [SQLiteValue]) throws(SQLiteFailure) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        keptTexts?.forget()
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let result: Int32
            switch value {
            case .integer(let number):
                result = sqlite3_bind_int64(handle, index, number)
            case .text(var text):
                // Contiguous UTF-8 (native strings already are), bound without a copy of our own.
                result = text.withUTF8 { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { characters in
                        // A null pointer would bind SQL NULL: an empty text binds a static "".
                        guard let start = characters.baseAddress, !characters.isEmpty else {
                            return conbook_sqlite3_bind_text(handle, index, "", 0)
                        }
                        return conbook_sqlite3_bind_text(handle, index, start, Int32(characters.count))
                    }
                }
            case .blob(let bytes):
                result = bytes.withUnsafeBytes { buffer in
                    // A null pointer would bind SQL NULL: an empty BLOB is bound as one of no bytes.
                    guard let start = buffer.baseAddress, !buffer.isEmpty else {
                        return sqlite3_bind_zeroblob(handle, index, 0)
                    }
                    return conbook_sqlite3_bind_blob(handle, index, start, Int32(buffer.count))
                }
            case .null:
                result = sqlite3_bind_null(handle, index)
            }
            guard result == SQLITE_OK else { throw connection.failure(result, "binding parameter \(index) of \(sql)") }
        }
    }

    /// Advances: true when a row is available, false when the statement is done.
    func step() throws(SQLiteFailure) -> Bool {
        let result = sqlite3_step(handle)
        switch result {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let failure = connection.failure(result, "running \(sql)")
            sqlite3_reset(handle)
            throw failure
        }
    }

    /// Binds the values and runs the statement to its end (for writes).
    func run(_ values: [SQLiteValue] = []) throws(SQLiteFailure) {
        try bind(values)
        while try step() {}
        sqlite3_reset(handle)
    }

    /// The integer in a column of the current row.
    func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// Whether a column of the current row is null.
    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    /// Whether a column of the current row holds a BLOB.
    func isBlob(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_BLOB
    }

    /// The bytes of a BLOB column of the current row (empty for null): SQLite's own, valid only until
    /// the statement steps, resets or reads that column as another type.
    func blob(_ column: Int32) -> UnsafeRawBufferPointer {
        guard let bytes = sqlite3_column_blob(handle, column) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// The UTF-8 bytes of a text column of the current row (empty for null): SQLite's own, valid
    /// only until the statement steps, resets or reads that column as another type.
    func utf8(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
        guard let bytes = sqlite3_column_text(handle, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// The text in a column of the current row (empty for null).
    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The identifier in a column of the current row, as `CompactIdentifier.identifier(in:at:)`
    /// reads it, but one `String` for equal identifiers of every row this statement reads (up to a
    /// few thousand different ones): for columns that repeat a few values row after row, as an
    /// event's day, room and track, so that a whole convention read at once holds each such
    /// identifier once instead of once per event (a 100k whole load's peak 3.10 → 2.82 KB per event).
    func sharedIdentifier(_ column: Int32) throws(SQLiteFailure) -> String {
        if isBlob(column) {
            let bytes = blob(column)
            guard bytes.count == 16 else { return try CompactIdentifier.text(ofUUID: bytes) }
            let key = UUIDKey(
                high: bytes.loadUnaligned(as: UInt64.self), low: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if let shared = sharedUUIDs[key] { return shared }
            let text = try CompactIdentifier.text(ofUUID: bytes)
            if sharedUUIDs.count < Self.sharedTextLimit { sharedUUIDs[key] = text }
            return text
        }
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let buffer = UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column)))
        let hash = Self.quickHash(of: buffer)
        if let shared = sharedTexts[hash]?.first(where: { Self.spells($0, buffer) }) {
            return shared
        }
        let text = String(decoding: buffer, as: UTF8.self)
        if sharedTextCount < Self.sharedTextLimit {
            sharedTexts[hash, default: []].append(text)
            sharedTextCount += 1
        }
        return text
    }

    /// A hash of some bytes for `sharedIdentifier(_:)`, cheap rather than good: the length with the first
    /// and last eight bytes (or each byte of a shorter text). Equal hashes are checked byte by byte.
    private static func quickHash(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard bytes.count >= 8, let base = bytes.baseAddress else {
            return bytes.reduce(bytes.count) { $0 &* 31 &+ Int($1) }
        }
        let first = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
        let last = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)
        return bytes.count ^ Int(truncatingIfNeeded: first ^ (last << 29 | last >> 35))
    }

    /// Whether a text's UTF-8 is exactly these bytes.
    private static func spells(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == bytes.count else { return false }
            for index in 0..<utf8.count where utf8[index] != bytes[index] { return false }
            return true
        }
    }

    /// The text kept in `event_texts` under the id in a column of the current row (each read once
    /// by this statement, `KeptTextReader`); `what` names it in an error.
    func keptText(_ column: Int32, what: @autoclosure () -> String) throws(SQLiteFailure) -> String {
        let reader = keptTexts ?? KeptTextReader(connection: connection)
        keptTexts = reader
        return try reader.text(integer(column), what: what())
    }

    /// The text in a column of the current row, or nil for null.
    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    /// Whether the integer in a column of the current row is non-zero.
    func bool(_ column: Int32) -> Bool {
        integer(column) != 0
    }

    /// Appends the UTF-8 bytes of a text column of the current row to a buffer.
    func appendBytes(_ column: Int32, to buffer: inout [UInt8]) {
        guard let bytes = sqlite3_column_text(handle, column) else { return }
        let count = Int(sqlite3_column_bytes(handle, column))
        buffer.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }
}

/// A UUID's 16 bytes as two numbers, for a dictionary key.
private struct UUIDKey: Hashable {
    let high: UInt64
    let low: UInt64
}
