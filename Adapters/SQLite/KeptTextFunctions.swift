import CSQLite

/// The SQL functions over the texts of `event_texts` (since schema 15), registered on every
/// connection: `conbook_text(kept)` is the text a `text` column keeps (a compressed one read back;
/// damaged bytes fail the statement that reads them), `conbook_kept_text(text)` the form that column
/// keeps a text in (`KeptTextValue`), and `conbook_text_digest(text)` a text's `TextDigest`. The
/// events' full-text index reads each abstract through the first (`event_search_content`); the
/// migration to schema 15 fills the table with the other two. Other values pass through unchanged
/// (a digest of anything but a text is null).
///
/// Each function has a `TextCompressor` of its own, made when it is registered and freed with the
/// connection; a connection is used by one thread at a time, and so is it.
enum KeptTextFunctions {
    /// The function that reads a kept text back.
    static let textFunction = "conbook_text"

    /// Registers the three functions on a connection; SQLite's result code.
    static func register(on connection: OpaquePointer) -> Int32 {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        var result = sqlite3_create_function_v2(
            connection, textFunction, 1, flags, retainedCompressor(),
            { context, _, arguments in
                guard let context, let argument = arguments?[0] else { return }
                guard sqlite3_value_type(argument) == SQLITE_BLOB else { return sqlite3_result_value(context, argument) }
                let bytes = UnsafeRawBufferPointer(
                    start: sqlite3_value_blob(argument), count: Int(sqlite3_value_bytes(argument)))
                guard var text = KeptTextFunctions.compressor(of: context).text(from: bytes) else {
                    return sqlite3_result_error(context, "a kept text's compressed bytes are damaged", -1)
                }
                text.withUTF8 { conbook_sqlite3_result_text(context, $0.baseAddress, Int32($0.count)) }
            }, nil, nil, releaseCompressor)
        guard result == SQLITE_OK else { return result }
        result = sqlite3_create_function_v2(
            connection, "conbook_kept_text", 1, flags, retainedCompressor(),
            { context, _, arguments in
                guard let context, let argument = arguments?[0] else { return }
                guard sqlite3_value_type(argument) == SQLITE_TEXT, let utf8 = sqlite3_value_text(argument) else {
                    return sqlite3_result_value(context, argument)
                }
                let text = String(
                    decoding: UnsafeBufferPointer(start: utf8, count: Int(sqlite3_value_bytes(argument))), as: UTF8.self)
                guard let bytes = KeptTextFunctions.compressor(of: context).bytes(of: text) else {
                    return sqlite3_result_value(context, argument)
                }
                bytes.withUnsafeBytes { conbook_sqlite3_result_blob(context, $0.baseAddress, Int32($0.count)) }
            }, nil, nil, releaseCompressor)
        guard result == SQLITE_OK else { return result }
        return sqlite3_create_function_v2(
            connection, "conbook_text_digest", 1, flags, nil,
            { context, _, arguments in
                guard let context, let argument = arguments?[0] else { return }
                guard sqlite3_value_type(argument) == SQLITE_TEXT, let utf8 = sqlite3_value_text(argument) else {
                    return sqlite3_result_null(context)
                }
                let bytes = UnsafeBufferPointer(start: utf8, count: Int(sqlite3_value_bytes(argument)))
                sqlite3_result_int64(context, TextDigest.digest(ofUTF8: bytes))
            }, nil, nil, nil)
    }

    /// A new compressor, retained for a function's user data.
    private static func retainedCompressor() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(TextCompressor()).toOpaque()
    }

    /// Releases a function's compressor (SQLite calls it when the function goes, or is not registered).
    private static let releaseCompressor: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let pointer else { return }
        Unmanaged<TextCompressor>.fromOpaque(pointer).release()
    }

    /// The compressor of the function being called.
    private static func compressor(of context: OpaquePointer) -> TextCompressor {
        Unmanaged<TextCompressor>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
    }
}
