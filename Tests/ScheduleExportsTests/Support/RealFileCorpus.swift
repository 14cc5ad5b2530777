import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

/// The corpus of real schedule files in `Tests/Fixtures/real/` (see its README): each programme
/// file of `MANIFEST.tsv` with its format and zone, and the events an independent reader
/// (`expected.py`) found in it.
enum RealFileCorpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ScheduleExportsTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/real", isDirectory: true)

    /// One programme file of the manifest.
    struct File: CustomTestStringConvertible, Sendable {
        /// Its name in the folder.
        var name: String
        /// Its format, as `ScheduleSourceKind`'s raw value names it (`icalendar`, `konopas`…).
        var format: String
        /// The tool that wrote it.
        var producer: String
        /// The zone of the local times it does not place itself; nil when it names its own.
        var timeZone: String?

        var testDescription: String { name }

        /// Its bytes.
        func data() throws -> Data {
            try Data(contentsOf: directory.appendingPathComponent(name))
        }

        /// The events the independent reader found: `START<TAB>TITLE`, START in UTC.
        func expectedEvents() throws -> [String] {
            let text = try String(contentsOf: directory.appendingPathComponent("expected/\(name).tsv"), encoding: .utf8)
            return text.split(separator: "\n").map(String.init)
        }
    }

    /// Every programme file, in the manifest's order.
    static let files: [File] = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return File(
                name: fields[0], format: fields[1], producer: fields[2], timeZone: fields[3] == "-" ? nil : fields[3])
        }
    }()

    /// An event as the expected files write it: its start in UTC and its title, white space collapsed.
    static func line(of event: Event) -> String {
        "\(utc(event.start))\t\(event.title.split(whereSeparator: \.isWhitespace).joined(separator: " "))"
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    private static func utc(_ instant: Instant) -> String {
        let date = instant.utcDate
        let second = Int(instant.millisecondsSinceEpoch / 1000 - Int64(date.daysSinceEpoch) * 86_400)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(date.description)T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }

    /// How Conbook's events of a file differ from the expected ones, as multisets.
    struct Comparison {
        var expected: Int
        /// Expected events Conbook does not have.
        var missing: [String]
        /// Conbook's events that are not expected.
        var extra: [String]

        var matched: Int { expected - missing.count }
    }

    /// Compares the events of a response with the expected lines.
    static func compare(_ events: [Event], with expected: [String]) -> Comparison {
        var remaining: [String: Int] = [:]
        for line in expected { remaining[line, default: 0] += 1 }
        var extra: [String] = []
        for event in events {
            let line = line(of: event)
            if let count = remaining[line], count > 0 {
                remaining[line] = count - 1
            } else {
                extra.append(line)
            }
        }
        let missing = remaining.flatMap { line, count in Array(repeating: line, count: count) }.sorted()
        return Comparison(expected: expected.count, missing: missing, extra: extra.sorted())
    }
}
