import ConbookCore

/// A ranked search that reads each relevance's hits from the full-text index once, into memory, and
/// finds the page from them: for a file that holds one convention (every hit of the index is then
/// one of its events) and a query of words alone (the search box), the commonest search.
///
/// The general way (`StoredConventionReader.events(matching:in:)`) asks the index up to three times
/// for a first page: the count across fields, whether the title's hits are many, and the title's
/// page through an `IN` list that SQLite builds of every hit. Here the title's hits are read once:
/// their number decides whether the page is looked up hit by hit or found by walking the schedule
/// order (`events_by_time`) past the hits, and when they alone pass the count's limit the count is
/// "that many or more" without asking for the other fields' hits. A later relevance is read only
/// when the page needs it, and its hits less the better ones are that relevance's. The order is
/// `EventQuery.isInOrder`'s, as the general way's; the store contract checks both.
struct RankedSearchByHits {
    let connection: SQLiteConnection
    let convention: String
    let tables: StoredTableReader

    /// Whether a query can be answered this way: it has words and no other condition, and the
    /// file holds this convention alone.
    static func applies(to query: EventQuery, on connection: SQLiteConnection) throws(SQLiteFailure) -> Bool {
        guard query.order == .relevance, query.words?.isEmpty == false else { return false }
        var others = query
        others.words = nil
        others.order = .schedule
        guard others == EventQuery() else { return false }
        return try connection.integer("SELECT count(*) FROM conventions") == 1
    }

    /// The page of events whose words match, best relevance first, each relevance in schedule
    /// order, with the count `EventPage.reportedCount(of:in:)` asks for.
    func page(_ words: [String], in range: PageRange) throws(SQLiteFailure) -> EventPage {
        var reaches: [Int: RowSet] = [:]
        /// The hits at relevance `rank` or better, read once, and only when asked for (the count
        /// asks for the worst relevance's alone; the page, for each relevance in turn until it is full).
        func reach(_ rank: Int) throws(SQLiteFailure) -> RowSet {
            if let reached = reaches[rank] { return reached }
            let reached = try hits(words, rank: rank)
            reaches[rank] = reached
            return reached
        }
        let best = try reach(0)
        let isPastTheLimit = EventPage.countLimit(for: range).map { best.count > $0 } ?? false
        let counted = EventPage.reportedCount(
            of: isPastTheLimit ? best.count : try reach(EventSearch.worstRank).count, in: range)
        var events: [Event] = []
        if range.limit != 0, !(counted.isComplete && counted.count <= range.offset) {
            var skipped = range.offset
            var wanted = range.limit
            var better = RowSet()
            for rank in 0...EventSearch.worstRank where wanted != 0 {
                let reached = try reach(rank)
                let exact = reached.subtracting(better)
                better = reached
                guard exact.count > skipped else {
                    skipped -= exact.count
                    continue
                }
                let found = try inScheduleOrder(exact, offset: skipped, limit: wanted)
                skipped = 0
                events += found
                wanted = wanted.map { $0 - found.count }
            }
        }
        return EventPage(events: events, totalCount: counted.count, isCountComplete: counted.isComplete)
    }

    /// The `row_id`s of the events whose words match at relevance `rank` or better.
    private func hits(_ words: [String], rank: Int) throws(SQLiteFailure) -> RowSet {
        let statement = try connection.prepare("SELECT rowid FROM event_search WHERE event_search MATCH ?")
        try statement.bind([.text(EventSearch.match(words, rank: rank))])
        var rows = RowSet()
        while try statement.step() {
            rows.insert(statement.integer(0))
        }
        return rows
    }

    /// The events of these rows in schedule order, from an offset: the page's rows are found among
    /// them (a few looked up and sorted, many by walking the schedule order), and only they are read.
    private func inScheduleOrder(_ rows: RowSet, offset: Int, limit: Int?) throws(SQLiteFailure) -> [Event] {
        let table = StoredKinds.events.table
        let page =
            try rows.count <= Self.hitsSortedByLookup
            ? sortedByLookup(rows, offset: offset, limit: limit) : sortedByWalk(rows, offset: offset, limit: limit)
        guard !page.isEmpty else { return [] }
        let statement = try connection.prepare(
            """
            SELECT \(table.selection(of: "event")) FROM json_each(?) AS page
            CROSS JOIN events AS event ON event.row_id = page.value ORDER BY page.key
            """)
        try statement.bind([Self.jsonArray(page)])
        return try tables.values(of: statement, table)
    }

    /// Hits up to this many are put in schedule order by looking each one up (its start, end, title
    /// and key; a page of the table each, wherever it is); more are found by walking the schedule
    /// order on its index until the page is found (its cost grows with how far the hits lie, not
    /// how many they are). At 100k events, 450 hits take about 1.1 ms looked up against 1.7 ms
    /// walked; 1,000 spread evenly, 2.4 ms against 0.8 ms.
    static let hitsSortedByLookup = 500

    /// The page's rows among these, each looked up and sorted.
    private func sortedByLookup(_ rows: RowSet, offset: Int, limit: Int?) throws(SQLiteFailure) -> [Int64] {
        let statement = try connection.prepare(
            """
            SELECT event.row_id FROM events AS event WHERE event.row_id IN (SELECT value FROM json_each(?))
            ORDER BY \(EventQuerySQL.scheduleOrder(of: "event")) LIMIT ? OFFSET ?
            """)
        try statement.bind([Self.jsonArray(rows.ascending), .integer(limit.map(Int64.init) ?? -1), .int(offset)])
        var page: [Int64] = []
        while try statement.step() {
            page.append(statement.integer(0))
        }
        return page
    }

    /// The page's rows among these, found by walking the schedule order on its index.
    private func sortedByWalk(_ rows: RowSet, offset: Int, limit: Int?) throws(SQLiteFailure) -> [Int64] {
        let walk = try connection.prepare(
            """
            SELECT row_id FROM events WHERE convention = ? ORDER BY \(EventQuerySQL.scheduleOrder(
                keysMixForms: try CompactIdentifier.eventKeysMixForms(of: convention, on: connection)))
            """)
        try walk.bind([.text(convention)])
        var skipped = 0
        var page: [Int64] = []
        while limit.map({ page.count < $0 }) ?? true, try walk.step() {
            let row = walk.integer(0)
            guard rows.contains(row) else { continue }
            if skipped < offset {
                skipped += 1
            } else {
                page.append(row)
            }
        }
        return page
    }

    /// Row numbers as a JSON array of numbers (so `json_each` gives integers, as `row_id` is).
    private static func jsonArray(_ rows: some Sequence<Int64>) -> SQLiteValue {
        .text("[" + rows.map(String.init).joined(separator: ",") + "]")
    }
}
