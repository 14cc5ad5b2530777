#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The texts a convention's events keep once (`event_texts`, since schema 15), as one write inside
/// its transaction sees them. An event's abstract and description columns hold the row id of their
/// text, and every distinct text of the convention is kept once however many events use it (long
/// ones compressed, `KeptTextValue`), with the number of its uses: a recurring event's texts, and a
/// description that repeats its abstract, take their bytes once.
///
/// A write asks `id(of:)` for each text it stores (which counts a use, and gives a new text an id
/// of its own), `release(_:)` for each text a row it replaces or deletes used, and `settle()` at
/// its end, before anything reads the texts: it adds the new texts with their uses, changes the
/// uses of the others and deletes those no event uses any more.
final class KeptTextWriter {
    /// The table.
    static let table = "event_texts"

    private let connection: SQLiteConnection
    private let convention: String
    private let compressor = TextCompressor()
    /// Every text this write met, by its `TextDigest` (texts of one digest side by side): its id, and
    /// its place in `added` when it is new. Texts are told apart by their bytes, not by Swift's
    /// equality of texts (which would take é as one scalar and as two for the same text, and costs a
    /// normalization for every text that is not ASCII).
    private var met: [Int64: [MetText]] = [:]
    /// The new texts, in the order of their ids, with their digests and uses.
    private var added: [(text: String, id: Int64, digest: Int64, uses: Int64)] = []
    /// The most texts of one digest a write compares a text with (remembered, or kept before it): a
    /// text past them is kept as a new one (so texts made to share a digest, as a hostile source
    /// could send, cost a few comparisons each, not one with every other).
    static let textsComparedPerDigest = 8
    /// The uses this write added (or, negative, took away) for each text kept before it, by id.
    private var useChanges: [Int64: Int64] = [:]
    /// The id the next new text takes; nil until the first is met.
    private var nextID: Int64?
    /// Whether the convention kept texts before this write (when not, every text is new and none is
    /// looked up); nil until asked.
    private var keptTexts: Bool?
    private var lookup: SQLiteStatement?

    init(connection: SQLiteConnection, convention: String) {
        self.connection = connection
        self.convention = convention
    }

    /// The id a text is kept under, counting one use of it.
    func id(of text: String) throws(SQLiteFailure) -> Int64 {
        var bytes = text
        return try bytes.withUTF8 { utf8 in Result { () throws(SQLiteFailure) in try id(of: text, utf8) } }.get()
    }

    /// `id(of:)` with the text's UTF-8.
    private func id(of text: String, _ utf8: UnsafeBufferPointer<UInt8>) throws(SQLiteFailure) -> Int64 {
        let digest = TextDigest.digest(ofUTF8: utf8)
        if let known = met[digest]?.first(where: { MetText.spelling(of: $0.text, is: utf8) }) {
            if let place = known.place {
                added[place].uses += 1
            } else {
                useChanges[known.id, default: 0] += 1
            }
            return known.id
        }
        if try keptBefore(), let kept = try keptID(of: utf8, digest: digest) {
            remember(MetText(text: text, id: kept, place: nil), digest: digest)
            useChanges[kept, default: 0] += 1
            return kept
        }
        let id = try newID()
        remember(MetText(text: text, id: id, place: added.count), digest: digest)
        added.append((text, id, digest, 1))
        return id
    }

    /// Counts one use fewer of the text with this id (a row that used it is replaced or deleted).
    func release(_ id: Int64) {
        useChanges[id, default: 0] -= 1
    }

    /// The texts the rows of a table with these keys use (before a write replaces or deletes them),
    /// each released once per use: the rows named (up to 1,000 of them), or all of the convention's.
    func releaseTexts<Value>(
        ofRowsKeyed keys: @autoclosure () -> [String], in table: StoredTable<Value>
    ) throws(SQLiteFailure) {
        guard !table.keptTextColumns.isEmpty, try keptBefore() else { return }
        let keys = keys()
        guard !keys.isEmpty else { return }
        let columns = table.keptTextColumns.map { "\"\($0)\"" }.joined(separator: ", ")
        let named = keys.count <= EventSearchIndex.namedEventsAtMost
        let statement = try connection.prepare(
            "SELECT \(table.keyColumn), \(columns) FROM \(table.name) WHERE convention = ?"
                + (named ? " AND \(table.membership(of: table.keyColumn))" : ""))
        try statement.bind([.text(convention)] + (named ? [.jsonArray(keys)] : []))
        let wanted = named ? nil : Set(keys)
        while try statement.step() {
            if let wanted, !wanted.contains(try table.key(in: statement, at: 0)) { continue }
            for column in 1...Int32(table.keptTextColumns.count) {
                release(statement.integer(column))
            }
        }
    }

    /// Deletes every text of the convention (its rows are all being deleted).
    func removeAll() throws(SQLiteFailure) {
        try connection.prepare("DELETE FROM \(Self.table) WHERE convention = ?").run([.text(convention)])
        met = [:]
        added = []
        useChanges = [:]
        nextID = nil
        keptTexts = false
    }

    /// Writes what this write changed: the new texts with their uses, the others' uses, and deletes
    /// the texts no event uses any more. Then starts afresh for the next write.
    func settle() throws(SQLiteFailure) {
        if !added.isEmpty {
            let insert = try connection.prepare(
                "INSERT INTO \(Self.table) (id, convention, digest, uses, text) VALUES (?, ?, ?, ?, ?)")
            for text in added {
                try insert.run([
                    .integer(text.id), .text(convention), .integer(text.digest), .integer(text.uses),
                    KeptTextValue.value(of: text.text, compressor: compressor),
                ])
            }
        }
        let changed = useChanges.filter { $0.value != 0 }
        if !changed.isEmpty {
            let update = try connection.prepare("UPDATE \(Self.table) SET uses = uses + ? WHERE id = ?")
            let delete = try connection.prepare("DELETE FROM \(Self.table) WHERE id = ? AND uses <= 0")
            for (id, change) in changed.sorted(by: { $0.key < $1.key }) {
                try update.run([.integer(change), .integer(id)])
                if change < 0 { try delete.run([.integer(id)]) }
            }
        }
        keptTexts = nil
        met = [:]
        added = []
        useChanges = [:]
    }

    /// Remembers a text this write met, unless `textsComparedPerDigest` of its digest already are.
    private func remember(_ text: MetText, digest: Int64) {
        guard met[digest, default: []].count < Self.textsComparedPerDigest else { return }
        met[digest, default: []].append(text)
    }

    /// Whether the convention kept texts before this write.
    private func keptBefore() throws(SQLiteFailure) -> Bool {
        if let keptTexts { return keptTexts }
        let kept =
            try connection.integer(
                "SELECT 1 FROM \(Self.table) WHERE convention = ? LIMIT 1", [.text(convention)]) != nil
        keptTexts = kept
        return kept
    }

    /// The id of a text the convention kept before this write, if it did: found by its digest and
    /// checked against the text itself.
    private func keptID(of utf8: UnsafeBufferPointer<UInt8>, digest: Int64) throws(SQLiteFailure) -> Int64? {
        if lookup == nil {
            lookup = try connection.prepare(
                "SELECT id, text FROM \(Self.table) WHERE convention = ? AND digest = ? LIMIT \(Self.textsComparedPerDigest)")
        }
        guard let statement = lookup else { return nil }
        try statement.bind([.text(convention), .integer(digest)])
        while try statement.step() {
            guard let kept = KeptTextValue.text(in: statement, at: 1, compressor: compressor) else {
                throw .other("its compressed bytes are damaged", "reading kept text \(statement.integer(0))")
            }
            if MetText.spelling(of: kept, is: utf8) { return statement.integer(0) }
        }
        return nil
    }

    /// An id no text of the file has.
    private func newID() throws(SQLiteFailure) -> Int64 {
        let id: Int64
        if let nextID {
            id = nextID
        } else {
            id = (try connection.integer("SELECT max(id) FROM \(Self.table)") ?? 0) + 1
        }
        nextID = id + 1
        return id
    }
}

/// A text a write met, with the id it is kept under and, when new, its place among the new ones.
private struct MetText {
    let text: String
    let id: Int64
    let place: Int?

    /// Whether a text's UTF-8 is exactly these bytes.
    static func spelling(of text: String, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == bytes.count
                && (utf8.count == 0 || memcmp(utf8.baseAddress!, bytes.baseAddress!, utf8.count) == 0)
        }
    }
}
