import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import Foundation

/// One phase of the store benchmarks run alone, once, so that an instruction counter
/// (`valgrind --tool=callgrind`, see `.ci/instruction-counts`) counts it and little else:
///
///   conbook-store-benchmarks --phase setup|ingest|save|load [EVENTS [SYNC-FILE]]   (EVENTS: 10000 unless given)
///
/// Every phase does the same setup first, and `setup` does nothing else: the real EF26 full sync
/// decoded, the synthetic convention of EVENTS events built (`SyntheticConvention`), its
/// Eurofurence sync file written, and a new empty store opened in a new temporary directory. The
/// sync file goes into that directory, or to SYNC-FILE when given and missing; a SYNC-FILE that
/// exists is taken as it is (it must be one written for the same EVENTS). Writing it
/// (`EurofurenceJSONWriter`, through `JSONSerialization`) costs about five times the ingest itself,
/// so `.ci/instruction-counts` writes it once, natively, and counts only runs that find it.
///
/// A phase's count minus the count of `setup` with the same arguments is the phase's own. What a
/// phase built is kept until the process exits, so releasing it is counted in neither.
enum MeasuredPhase: String, CaseIterable {
    /// Only the setup: the reference subtracted from the others.
    case setup
    /// The full ingest, bytes to stored: a new Core over the file source (`FileConventionAPI`)
    /// and the empty store, and its first sync (what "full ingest" times at 100k events).
    case ingest
    /// The store's own first save of the whole convention, `saveConvention` (what the table's
    /// "ingest" column times).
    case save
    /// The save, then the whole convention loaded by a new store over the same file (what a full
    /// re-sync reads, "whole load" in the table): its count less `save`'s is the load's own.
    case load

    /// What `--phase PHASE [EVENTS [SYNC-FILE]]` asks for, or nil without `--phase` (the whole
    /// benchmarks then run). Other arguments print the usage and exit with status 2.
    static func requested(by arguments: [String]) -> (phase: Self, events: Int, syncFile: URL?)? {
        guard let flag = arguments.firstIndex(of: "--phase") else { return nil }
        let rest = Array(arguments[(flag + 1)...])
        guard let name = rest.first, let phase = Self(rawValue: name), rest.count <= 3,
            let events = rest.count >= 2 ? Int(rest[1]) : 10_000, events > 0
        else {
            let phases = allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(
                Data("usage: conbook-store-benchmarks --phase \(phases) [EVENTS [SYNC-FILE]]\n".utf8))
            exit(2)
        }
        return (phase, events, rest.count == 3 ? URL(fileURLWithPath: rest[2]) : nil)
    }

    /// Runs the setup, then this phase once, prints one line saying what ran, removes the
    /// temporary directory and exits with everything built still held.
    @MainActor
    func run(events: Int, syncFile: URL?, fixture: URL) async throws -> Never {
        let synthetic = SyntheticConvention(realFullSync: try EurofurenceSyncDecoder().decode(try Data(contentsOf: fixture)))
        let (convention, _) = synthetic.stored(events: events)
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // on failure; success exits below
        let source = syncFile ?? directory.appendingPathComponent("sync.json")
        if !FileManager.default.fileExists(atPath: source.path) {
            try IngestBenchmark.writeSyncFile(of: convention, to: source)
        }
        let store = try ConbookDatabase(fileURL: directory.appendingPathComponent("conbook.sqlite")).store(for: "bench")

        var built: Conbook?
        var loaded: StoredConvention?
        switch self {
        case .setup:
            break
        case .ingest:
            built = try IngestBenchmark.core(reading: source, into: store, at: convention.lastServerTime)
            guard case .success = await built!.refreshConvention.refresh() else { fatalError("the full ingest failed") }
        case .save:
            try store.saveConvention(convention)
        case .load:
            try store.saveConvention(convention)
            let reopened = try ConbookDatabase(fileURL: directory.appendingPathComponent("conbook.sqlite")).store(for: "bench")
            loaded = try reopened.loadConvention()
        }
        print("phase \(rawValue): \(events) events")
        try? FileManager.default.removeItem(at: directory)
        withExtendedLifetime((synthetic, convention, store, built, loaded)) { exit(0) }
    }
}
