/// Reads the texts of `event_texts` (since schema 15) for the rows one statement reads: each text
/// once, by its id, however many of the rows use it, so that the events of a whole load share one
/// `String` per distinct text (and a compressed text is read back once). What it read is forgotten
/// whenever its statement is bound again (ids are only stable inside a transaction).
final class KeptTextReader {
    private let connection: SQLiteConnection
    private let compressor = TextCompressor()
    private var texts: [Int64: String] = [:]
    private var lookup: SQLiteStatement?

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The text kept under an id; `what` names what the text is in an error (a text that is missing,
    /// or whose compressed bytes are damaged).
    func text(_ id: Int64, what: @autoclosure () -> String) throws(SQLiteFailure) -> String {
        if let text = texts[id] { return text }
        if lookup == nil {
            lookup = try connection.prepare("SELECT text FROM \(KeptTextWriter.table) WHERE id = ?")
        }
        guard let statement = lookup else { return "" }
        try statement.bind([.integer(id)])
        guard try statement.step() else {
            throw .other("its kept text \(id) is missing", "reading \(what())")
        }
        guard let text = KeptTextValue.text(in: statement, at: 0, compressor: compressor) else {
            throw .other("the compressed bytes of its kept text \(id) are damaged", "reading \(what())")
        }
        texts[id] = text
        return text
    }

    /// Forgets every text read.
    func forget() {
        texts = [:]
    }
}
