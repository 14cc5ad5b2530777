import ConbookCore

/// The full-text index of events (`event_search`, schema 7): its fields in the order of the Core's
/// relevance (`EventQuery.relevance(of:)`: the title, the hosts, the tags, the rest), and the SQL
/// conditions that find the events whose words match, at a given relevance or better, by
/// `events.row_id` (the index's rowid), so no event row is read to search.
struct EventSearch {
    let connection: SQLiteConnection

    /// The index's columns, best first: a word found in `fields[0...r]` has relevance `r` or better.
    static let fields = ["title", "hosts", "tags", "other"]

    /// The worst relevance: a word found anywhere.
    static let worstRank = fields.count - 1

    /// Hits up to this many are looked up one by one and sorted; more are checked while an index is
    /// walked in schedule order (the first page is then found early).
    static let hitsLookedUpOneByOne = 200

    /// The condition that every word begins a word of a field of relevance `rank` or better (and,
    /// with `exactly`, not of a better one), on `row_id`.
    static func condition(_ words: [String], rank: Int, exactly: Bool, scanInOrder: Bool) -> (String, [SQLiteValue]) {
        let column = scanInOrder ? "+row_id" : "row_id"
        let found = "\(column) IN (SELECT rowid FROM event_search WHERE event_search MATCH ?)"
        let values: [SQLiteValue] = [.text(match(words, rank: rank))]
        guard exactly, let better = notBetter(words, than: rank, column: column) else { return (found, values) }
        return ("\(found) AND \(better.0)", values + better.1)
    }

    /// The condition that the words are not found at a relevance better than `rank`, on `column`
    /// (the events' `row_id`); nil for the best relevance.
    static func notBetter(_ words: [String], than rank: Int, column: String) -> (String, [SQLiteValue])? {
        guard rank > 0 else { return nil }
        return (
            "\(column) NOT IN (SELECT rowid FROM event_search WHERE event_search MATCH ?)",
            [.text(match(words, rank: rank - 1))]
        )
    }

    /// Whether the words find more than `hitsLookedUpOneByOne` events (of any convention) at
    /// relevance `rank` or better.
    func isBroad(_ words: [String], rank: Int = worstRank) throws(SQLiteFailure) -> Bool {
        let hits =
            try connection.integer(
                "SELECT count(*) FROM (SELECT rowid FROM event_search WHERE event_search MATCH ? LIMIT ?)",
                [.text(Self.match(words, rank: rank)), .int(Self.hitsLookedUpOneByOne + 1)]) ?? 0
        return hits > Self.hitsLookedUpOneByOne
    }

    /// The FTS5 expression of the words found in the fields of relevance `rank` or better.
    static func match(_ words: [String], rank: Int) -> String {
        rank >= worstRank
            ? FullTextMatch.everyWordPrefix(words)
            : FullTextMatch.everyWordPrefix(words, inColumns: Array(fields[0...rank]))
    }
}
