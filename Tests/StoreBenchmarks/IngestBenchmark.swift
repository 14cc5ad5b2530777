import CSQLite
import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import ConbookTime
import Foundation

/// Full ingest, bytes to stored, as a first sync does it: the synthetic convention written as a
/// Eurofurence `Sync` file, read by the real file source (`FileConventionAPI`), synced by the Core
/// into a new SQLite store. Beside it, in the same run, its references: the raw parse of the same
/// bytes (`EurofurenceSyncDecoder`), a bare tokenizing pass over them (`JSONSyntaxDiagnosis`:
/// every token read and checked, no value built) and a bare SQLite insert of the same event rows
/// (one prepared statement, one transaction, no index, same WAL and `synchronous = FULL`).
struct IngestBenchmark {
    struct Figures {
        var ingest = 0.0
        var ingestPeakBytes = 0
        var parse = 0.0
        var tokenizing = 0.0
        var bareInsert = 0.0
        var fileBytes = 0
        var databaseBytes = 0
    }

    let convention: StoredConvention

    @MainActor
    func run(in directory: URL) async throws -> Figures {
        var figures = Figures()
        let source = directory.appendingPathComponent("sync.json")
        try Self.writeSyncFile(of: convention, to: source)
        figures.fileBytes = fileSize(source)

        let bytes = try Data(contentsOf: source)
        let tokens = [UInt8](bytes)
        var wellFormed = false
        figures.tokenizing = time { wellFormed = JSONSyntaxDiagnosis.isWellFormed(tokens) }
        precondition(wellFormed, "the sync file is not well-formed JSON")
        var parsed: SyncResponse?
        figures.parse = try time { parsed = try EurofurenceSyncDecoder().decode(bytes) }
        figures.bareInsert = try bareInsert(
            parsed?[Event.self].changed ?? [], into: directory.appendingPathComponent("bare.sqlite"))
        parsed = nil

        let file = directory.appendingPathComponent("ingest.sqlite")
        (figures.ingest, figures.ingestPeakBytes) = try await ingest(source, into: file)
        // Measured with every connection closed: the write-ahead log is then back in the file.
        figures.databaseBytes = fileSize(file) + fileSize(URL(fileURLWithPath: file.path + "-wal"))
        return figures
    }

    /// A first sync of the file into a new store: its time, and the peak of resident memory above
    /// what was resident before. The Core and the store are gone when it returns.
    @MainActor
    private func ingest(_ source: URL, into file: URL) async throws -> (milliseconds: Double, peakBytes: Int) {
        MemoryUse.resetPeak()
        let base = MemoryUse.resident
        let conbook = try Self.core(
            reading: source, into: try ConbookDatabase(fileURL: file).store(for: "bench"), at: convention.lastServerTime)
        let started = clock.now
        guard case .success = await conbook.refreshConvention.refresh() else { fatalError("the full ingest failed") }
        return (milliseconds(clock.now - started), max(0, MemoryUse.peak - base))
    }

    /// Writes the whole convention as a Eurofurence full sync file (every kind with
    /// `RemoveAllBeforeInsert`), the file a first sync reads.
    static func writeSyncFile(of convention: StoredConvention, to source: URL) throws {
        let response = SyncResponse(
            conventionIdentifier: convention.conventionIdentifier, serverTime: convention.lastServerTime,
            EntityChanges<Day>(removeAllBeforeInsert: true, changed: Array(convention.content[Day.self].all)),
            EntityChanges<Room>(removeAllBeforeInsert: true, changed: Array(convention.content[Room.self].all)),
            EntityChanges<Track>(removeAllBeforeInsert: true, changed: Array(convention.content[Track.self].all)),
            EntityChanges<Event>(removeAllBeforeInsert: true, changed: Array(convention.content[Event.self].all)),
            EntityChanges<Announcement>(removeAllBeforeInsert: true, changed: Array(convention.content[Announcement.self].all)),
            EntityChanges<ImageReference>(
                removeAllBeforeInsert: true, changed: Array(convention.content[ImageReference.self].all)))
        try EurofurenceJSONWriter.data(for: response).write(to: source)
    }

    /// A new Core over the file source (`FileConventionAPI`) and a store, its clock pinned at
    /// `now`: its first `refreshConvention.refresh()` is the full ingest.
    @MainActor
    static func core(reading source: URL, into store: SQLiteConventionStore, at now: Instant) throws -> Conbook {
        try Conbook(
            api: FileConventionAPI(fileURL: source, maximumFileBytes: 1 << 30), store: store, clock: PinnedClock(now: now),
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
    }

    /// The events' rows written with nothing but SQLite: the reference an ingest is measured against.
    private func bareInsert(_ events: [Event], into file: URL) throws -> Double {
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
        return time {
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
        }
    }
}
