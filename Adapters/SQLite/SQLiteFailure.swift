/// A failed SQLite call: the result code and SQLite's own message, turned into a `StoreError`
/// reason at the public boundary.
struct SQLiteFailure: Error, CustomStringConvertible {
    /// The primary or extended result code (`SQLITE_CORRUPT` is 11, `SQLITE_NOTADB` 26).
    let code: Int32
    /// SQLite's message, e.g. `file is not a database`.
    let message: String
    /// What was being done, e.g. `preparing "SELECT …"`.
    let context: String

    /// The primary result code (the low byte of an extended code).
    var primaryCode: Int32 { code & 0xFF }

    /// Whether the failure says the file is not a readable SQLite database.
    var meansCorruptFile: Bool { primaryCode == 11 || primaryCode == 26 }

    /// A failure that is not SQLite's (encoding, decoding, an injected fault): code 0.
    static func other(_ message: String, _ context: String) -> SQLiteFailure {
        SQLiteFailure(code: 0, message: message, context: context)
    }

    var description: String {
        code == 0 ? "\(context): \(message)" : "\(context): \(message) (SQLite code \(code))"
    }
}
