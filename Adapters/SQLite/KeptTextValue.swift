/// A text as `event_texts.text` keeps it (since schema 15): the text itself, or, when it is long
/// enough to be worth it, compressed (`TextCompressor`) in a BLOB. A kept text is never an empty BLOB.
enum KeptTextValue {
    /// The column's value for a text.
    static func value(of text: String, compressor: TextCompressor) -> SQLiteValue {
        compressor.bytes(of: text).map(SQLiteValue.blob) ?? .text(text)
    }

    /// The text in a column of the current row, or nil when it is a BLOB that is not a compressed
    /// text (damaged, cut short, empty).
    static func text(in row: SQLiteStatement, at column: Int32, compressor: TextCompressor) -> String? {
        guard row.isBlob(column) else { return row.text(column) }
        return compressor.text(from: row.blob(column))
    }
}
