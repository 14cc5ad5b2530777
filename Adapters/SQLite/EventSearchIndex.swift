/// Keeps the events' full-text index (`event_search`, external content over
/// `event_search_content`) in step with writes of one convention's events: the entries of the
/// rows a write touches are removed before it (the index needs the words it was given to take
/// them out) and those of the rows then present added after, one statement each, inside the
/// caller's transaction, so a failure or a crash leaves index and rows as they were. (Triggers
/// would do the same row by row, at several times the cost of the whole write.)
struct EventSearchIndex {
    let connection: SQLiteConnection
    let convention: String

    /// Writes touching more events than this re-index the whole convention (cheaper than naming them).
    static let namedEventsAtMost = 1_000

    /// Runs a body that writes (inserts, updates or deletes) the events with these identifiers, or
    /// any of the convention's when nil, taking their entries out of the index before and putting
    /// in those of what is there after. Every write of `events` goes through here.
    func reindexing<Result>(
        touching ids: [String]?, _ body: () throws(SQLiteFailure) -> Result
    ) throws(SQLiteFailure) -> Result {
        let named = ids.flatMap { $0.count <= Self.namedEventsAtMost ? $0 : nil }
        try copyWords(of: named, removing: true)
        let result = try body()
        try copyWords(of: named, removing: false)
        return result
    }

    /// Adds (or, with `removing`, removes) the index entries of the convention's events with these
    /// identifiers, or of all of them, in ascending order of their rows: FTS5 writes its gathered
    /// entries out whenever a row comes before the one it took last, so rows in any other order
    /// (as the order of an index on the events would give) make a segment per row (a 10k save
    /// took 40% more instructions when the query planner walked `events_by_room`). The rows are
    /// chosen by their numbers (`row_id IN (…)`, a list SQLite keeps sorted) and read in that
    /// order: joined to the events and ordered afterwards, every row's words were sorted in a
    /// temporary tree first (at 100k events 16 MiB of memory, and the rest spilled to disk).
    private func copyWords(of ids: [String]?, removing: Bool) throws(SQLiteFailure) {
        let command = removing ? "'delete', " : ""
        let chosen = ids == nil ? "" : "AND \(CompactIdentifier.membership(of: "event.id"))"
        try connection.prepare(
            """
            INSERT INTO event_search (\(removing ? "event_search, " : "")rowid, title, hosts, tags, other)
            SELECT \(command)words.row_id, words.title, words.hosts, words.tags, words.other
            FROM event_search_content AS words
            WHERE words.row_id IN (SELECT event.row_id FROM events AS event WHERE event.convention = ? \(chosen))
            ORDER BY words.row_id
            """
        ).run([.text(convention)] + (ids.map { [.jsonArray($0)] } ?? []))
    }
}
