import ConbookBenchmarkSupport
import ConbookCore
import ConbookSQLite
import ConbookScheduleExports
import ConbookTesting
import ConbookTime
import Foundation

/// Full ingest of a schedule export, bytes to stored, as a first sync over a file does it: the
/// file read by the real file source (`ScheduleExportFileAPI`), synced by the Core into a new
/// SQLite store. Beside it, in the same run, its references: the parse alone
/// (`ScheduleExportDecoder`), `xmllint --stream` over the same bytes (libxml2's own streaming
/// pass: the fastest reading of the XML that builds no value) and a bare SQLite insert of the same
/// event rows (`BareEventInsert`). The aim (issue 24): ingest ≤ 2 × the bare insert + 1 × the
/// streaming pass; parse ≤ 1.5 × the streaming pass.
struct ScheduleExportIngest {
    struct Figures {
        var name = ""
        var fileBytes = 0
        var events = 0
        var parse = 0.0
        var streaming: Double?
        var bareInsert = 0.0
        var ingest = 0.0
        var ingestPeakBytes = 0
        var databaseBytes = 0

        /// The ingest against 2 × the bare insert + 1 × the streaming pass.
        var ingestRatio: Double? { streaming.map { ingest / (2 * bareInsert + $0) } }
        /// The parse against the streaming pass.
        var parseRatio: Double? { streaming.map { parse / $0 } }
    }

    let name: String
    let data: Data

    /// Measures the file's figures in a temporary directory, removed afterwards.
    @MainActor
    func run(runs: Int) async throws -> Figures {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conbook-export-ingest-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var figures = Figures(name: name, fileBytes: data.count)
        let decoder = ScheduleExportDecoder(
            now: now, fallbackTimeZoneIdentifier: "Europe/Berlin", maximumDocumentBytes: Self.maximumBytes)
        var events: [Event] = []
        figures.parse = try best(of: runs) { events = try decoder.decode(data)[Event.self].changed }
        figures.events = events.count
        figures.streaming = try xmllintTime(data, runs: runs)
        figures.bareInsert = BareEventInsert.milliseconds(
            writing: events, into: directory.appendingPathComponent("bare.sqlite"))
        events = []

        let source = directory.appendingPathComponent("schedule.xml")
        try data.write(to: source)
        var fastest = Double.infinity
        for run in 0..<runs {
            let file = directory.appendingPathComponent("ingest-\(run).sqlite")
            let (milliseconds, peakBytes) = try await ingest(source, into: file)
            if milliseconds < fastest {
                fastest = milliseconds
                figures.ingestPeakBytes = peakBytes
            }
            // Measured with every connection closed: the write-ahead log is then back in the file.
            figures.databaseBytes = fileSize(file) + fileSize(URL(fileURLWithPath: file.path + "-wal"))
        }
        figures.ingest = fastest
        return figures
    }

    /// Documents up to 1 GiB are read (the ×100 file is about 270 MB).
    static let maximumBytes = 1 << 30

    /// A first sync of the file into a new store: its time, and the peak of resident memory above
    /// what was resident before. The Core and the store are gone when it returns.
    @MainActor
    private func ingest(_ source: URL, into file: URL) async throws -> (milliseconds: Double, peakBytes: Int) {
        MemoryUse.resetPeak()
        let base = MemoryUse.resident
        let clock = PinnedClock(now: now)
        let conbook = try Conbook(
            api: ScheduleExportFileAPI(
                fileURL: source, clock: clock, fallbackTimeZoneIdentifier: "Europe/Berlin", maximumFileBytes: Self.maximumBytes),
            store: try ConbookDatabase(fileURL: file).store(for: "bench"), clock: clock,
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
        let started = ContinuousClock.now
        guard case .success = await conbook.refreshConvention.refresh() else { fatalError("the full ingest of \(name) failed") }
        return (milliseconds(ContinuousClock.now - started), max(0, MemoryUse.peak - base))
    }

    private func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
    }
}
