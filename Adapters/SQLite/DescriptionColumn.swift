/// An event's `description` column (since schema 13): an empty BLOB when the description is the
/// same text as the abstract (about a third of EF's events), a non-empty BLOB when it is long enough
/// to be kept compressed (`TextCompressor`), otherwise the text itself (every description written
/// before schema 13 too).
enum DescriptionColumn {
    /// The column's value for a description beside its abstract.
    static func value(of description: String, abstract: String, compressor: TextCompressor) -> SQLiteValue {
        if description == abstract { return .blob([]) }
        return compressor.bytes(of: description).map(SQLiteValue.blob) ?? .text(description)
    }

    /// The description in a column of a row, given the row's abstract; `what` names the row in an error.
    static func description(
        in row: SQLiteStatement, at column: Int32, abstract: String, what: @autoclosure () -> String
    ) throws(SQLiteFailure) -> String {
        guard row.isBlob(column) else { return row.text(column) }
        let bytes = row.blob(column)
        guard !bytes.isEmpty else { return abstract }
        guard let text = row.compressor.text(from: bytes) else {
            throw .other("its \(bytes.count) compressed bytes are damaged", "reading \(what())")
        }
        return text
    }
}
