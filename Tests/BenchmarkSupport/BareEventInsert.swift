import CSQLite
public import ConbookCore
public import Foundation

/// The events' rows written with nothing but SQLite: the reference a full ingest is measured
/// against (one prepared statement, one transaction, no index, the store's WAL and
/// `synchronous = FULL`, every field as text or integer).
public enum BareEventInsert {
    /// Writes the events into a new database file and returns how long it took, in milliseconds.
    public static func milliseconds(writing events: [Event], into file: URL) -> Double {
        var database: OpaquePointer?
        guard sqlite3_open(file.path, &database) == SQLITE_OK, let database else { fatalError("cannot open \(file.path)") }
        defer { sqlite3_close(database) }
        func execute(_ sql: String) {
            guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else {
                fatalError("\(sql): \(String(cString: sqlite3_errmsg(database)))")
            }
        }
        execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL")
        execute(
            """
            CREATE TABLE events (convention TEXT, id TEXT, slug TEXT, title TEXT, subtitle TEXT, abstract TEXT,
                description TEXT, hosts TEXT, day_id TEXT, room_id TEXT, track_id TEXT, start INTEGER, "end" INTEGER,
                tags TEXT, banner_image_id TEXT, poster_image_id TEXT, accepting_feedback INTEGER, deviating INTEGER,
                language TEXT, links TEXT)
            """)
        let clock = ContinuousClock()
        let started = clock.now
        execute("BEGIN")
        var statement: OpaquePointer?
        sqlite3_prepare_v2(
            database, "INSERT INTO events VALUES (\(Array(repeating: "?", count: 20).joined(separator: ", ")))", -1,
            &statement, nil)
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for event in events {
            let texts = [
                "bench", event.id.rawValue, event.slug, event.title, event.subtitle, event.abstract, event.description,
                event.hosts.joined(separator: "\u{1F}"), event.dayID.rawValue, event.roomID.rawValue, event.trackID.rawValue,
            ]
            for (index, text) in texts.enumerated() {
                sqlite3_bind_text(statement, Int32(index + 1), text, -1, transient)
            }
            sqlite3_bind_int64(statement, 12, event.start.millisecondsSinceEpoch)
            sqlite3_bind_int64(statement, 13, event.end.millisecondsSinceEpoch)
            sqlite3_bind_text(statement, 14, event.tags.joined(separator: "\u{1F}"), -1, transient)
            sqlite3_bind_text(statement, 15, event.bannerImageID?.rawValue ?? "", -1, transient)
            sqlite3_bind_text(statement, 16, event.posterImageID?.rawValue ?? "", -1, transient)
            sqlite3_bind_int64(statement, 17, event.isAcceptingFeedback ? 1 : 0)
            sqlite3_bind_int64(statement, 18, event.isDeviatingFromConBook ? 1 : 0)
            sqlite3_bind_text(statement, 19, event.language, -1, transient)
            sqlite3_bind_text(
                statement, 20, event.links.map { $0.title + "\u{1F}" + $0.url }.joined(separator: "\u{1F}"), -1, transient)
            guard sqlite3_step(statement) == SQLITE_DONE else { fatalError(String(cString: sqlite3_errmsg(database))) }
            sqlite3_reset(statement)
        }
        execute("COMMIT")
        let elapsed = (clock.now - started).components
        return Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
    }
}
