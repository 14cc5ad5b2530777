import ConbookCore

/// The FTS5 index of one convention's events: `event_search` holds the words, and
/// `event_search_keys` says which of its rows is which event's (so an event's row is found by
/// key, never by scanning the index). Kept in step with `events` inside the same transactions.
struct EventSearchTable {
    let connection: SQLiteConnection
    let convention: String

    /// Re-indexes the events with these ids (removing the ones that are gone).
    func update(_ ids: some Sequence<Event.ID>, in events: EntityTable<Event>) throws(SQLiteFailure) {
        let writer = try Writer(connection: connection, convention: convention)
        for id in ids {
            try writer.remove(id)
            if let event = events[id] {
                try writer.add(event)
            }
        }
    }

    /// Indexes every event anew.
    func rebuild(from events: some Sequence<Event>) throws(SQLiteFailure) {
        try connection.prepare(
            "DELETE FROM event_search WHERE rowid IN (SELECT search_rowid FROM event_search_keys WHERE convention = ?)"
        ).run([.text(convention)])
        try connection.prepare("DELETE FROM event_search_keys WHERE convention = ?").run([.text(convention)])
        let writer = try Writer(connection: connection, convention: convention)
        for event in events {
            try writer.add(event)
        }
    }

    /// Whether the convention has events but no index (a file from before version 2).
    func isMissing() throws(SQLiteFailure) -> Bool {
        let hasEvents = try connection.integer("SELECT 1 FROM events WHERE convention = ? LIMIT 1", [.text(convention)]) != nil
        let hasIndex = try connection.integer(
            "SELECT 1 FROM event_search_keys WHERE convention = ? LIMIT 1", [.text(convention)]) != nil
        return hasEvents && !hasIndex
    }

    /// The FTS5 query for events in which every word begins a word: `"w1"* AND "w2"*`.
    static func matchExpression(everyWordPrefix words: [String]) -> String {
        words.map { "\"\($0.replacing("\"", with: "\"\""))\"*" }.joined(separator: " AND ")
    }

    /// The identifiers of the convention's events in which every word begins a word.
    func eventIDs(matchingEveryWordPrefix words: [String]) throws(SQLiteFailure) -> [String] {
        try connection.texts(
            """
            SELECT keys.event_id FROM event_search CROSS JOIN event_search_keys AS keys
                ON keys.search_rowid = event_search.rowid
            WHERE event_search MATCH ? AND keys.convention = ?
            """,
            [.text(Self.matchExpression(everyWordPrefix: words)), .text(convention)])
    }

    /// The statements of one update, prepared once.
    private struct Writer {
        let connection: SQLiteConnection
        let convention: String
        let findRow: SQLiteStatement
        let deleteRow: SQLiteStatement
        let deleteKey: SQLiteStatement
        let insertRow: SQLiteStatement
        let insertKey: SQLiteStatement

        init(connection: SQLiteConnection, convention: String) throws(SQLiteFailure) {
            self.connection = connection
            self.convention = convention
            findRow = try connection.prepare(
                "SELECT search_rowid FROM event_search_keys WHERE convention = ? AND event_id = ?")
            deleteRow = try connection.prepare("DELETE FROM event_search WHERE rowid = ?")
            deleteKey = try connection.prepare("DELETE FROM event_search_keys WHERE convention = ? AND event_id = ?")
            insertRow = try connection.prepare("INSERT INTO event_search (words) VALUES (?)")
            insertKey = try connection.prepare(
                "INSERT INTO event_search_keys (convention, event_id, search_rowid) VALUES (?, ?, last_insert_rowid())")
        }

        func remove(_ id: Event.ID) throws(SQLiteFailure) {
            try findRow.bind([.text(convention), .text(id.rawValue)])
            guard try findRow.step() else { return }
            let rowid = findRow.integer(0)
            try deleteRow.run([.integer(rowid)])
            try deleteKey.run([.text(convention), .text(id.rawValue)])
        }

        func add(_ event: Event) throws(SQLiteFailure) {
            let words = ([event.title, event.subtitle, event.abstract] + event.hosts + event.tags).joined(separator: "\n")
            try insertRow.run([.text(words)])
            try insertKey.run([.text(convention), .text(event.id.rawValue)])
        }
    }
}
