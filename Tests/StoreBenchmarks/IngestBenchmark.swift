import ConbookBenchmarkSupport
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
        figures.bareInsert = BareEventInsert.milliseconds(
            writing: parsed?[Event.self].changed ?? [], into: directory.appendingPathComponent("bare.sqlite"))
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
}
