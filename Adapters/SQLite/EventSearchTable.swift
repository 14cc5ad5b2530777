import ConbookCore

/// The FTS5 index of one convention's events (`event_search`): kept in step with the `events`
/// table inside the same transactions, and queried for word-prefix candidates.
struct EventSearchTable {
    let connection: SQLiteConnection
    let convention: String

    /// Re-indexes the events with these ids (removing the ones that are gone).
    func update(_ ids: some Sequence<Event.ID>, in events: EntityTable<Event>) throws(SQLiteFailure) {
        let delete = try connection.prepare("DELETE FROM event_search WHERE convention = ? AND event_id = ?")
        let insert = try connection.prepare("INSERT INTO event_search (convention, event_id, words) VALUES (?, ?, ?)")
        for id in ids {
            try delete.run([.text(convention), .text(id.rawValue)])
            if let event = events[id] {
                try insert.run([.text(convention), .text(id.rawValue), .text(Self.words(of: event))])
            }
        }
    }

    /// Indexes every event anew.
    func rebuild(from events: EntityTable<Event>) throws(SQLiteFailure) {
        try connection.prepare("DELETE FROM event_search WHERE convention = ?").run([.text(convention)])
        let insert = try connection.prepare("INSERT INTO event_search (convention, event_id, words) VALUES (?, ?, ?)")
        for event in events.all {
            try insert.run([.text(convention), .text(event.id.rawValue), .text(Self.words(of: event))])
        }
    }

    /// Whether the convention has events but no index (a file from before version 2).
    func isMissing() throws(SQLiteFailure) -> Bool {
        let hasEvents = try connection.integer("SELECT 1 FROM events WHERE convention = ? LIMIT 1", [.text(convention)]) != nil
        let hasIndex = try connection.integer(
            "SELECT 1 FROM event_search WHERE convention = ? LIMIT 1", [.text(convention)]) != nil
        return hasEvents && !hasIndex
    }

    /// The events in which every word begins a word.
    func candidates(matchingEveryWordPrefix words: [String]) throws(SQLiteFailure) -> Set<Event.ID> {
        let query = words.map { "\"\($0.replacing("\"", with: "\"\""))\"*" }.joined(separator: " AND ")
        let ids = try connection.texts(
            "SELECT event_id FROM event_search WHERE event_search MATCH ? AND convention = ?",
            [.text("words : (\(query))"), .text(convention)])
        return Set(ids.map { Event.ID($0) })
    }

    private static func words(of event: Event) -> String {
        ([event.title, event.subtitle, event.abstract] + event.hosts + event.tags).joined(separator: "\n")
    }
}
