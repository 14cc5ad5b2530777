// conbook-benchmarks: how fast schedule exports become domain values, next to raw libxml2.
//
//   swift run -c release --scratch-path .build-exports conbook-benchmarks
//   conbook-benchmarks --phase setup|parse [EVENTS | FILE]   (one phase alone, see MeasuredPhase;
//                                                            .ci/instruction-counts counts it)
//
// For each schedule in Tests/Fixtures/schedules, in every format Conbook reads (a line per file,
// its format detected by content), and a synthetic schedule.xml of 100,000 events (built in
// memory, fixed content), prints the best of N times of ScheduleExportDecoder (bytes to domain
// values, floating times read in Europe/Berlin) and, for the XML formats, of
// `xmllint --stream --noout` over the same bytes (a child process reading a temporary file; its
// time includes process start-up, about 1–2 ms), and their ratio.
import ConbookCore
import ConbookScheduleExports
import Foundation

let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Benchmarks
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/schedules", isDirectory: true)

let clock = ContinuousClock()
let now = Instant(millisecondsSinceEpoch: 1_700_000_000_000)

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
        let started = clock.now
        try body()
        fastest = min(fastest, milliseconds(clock.now - started))
    }
    return fastest
}

let xmllintPath = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// Best time of `xmllint --stream --noout` over the bytes, or nil without xmllint.
func xmllintTime(_ data: Data, runs: Int) throws -> Double? {
    guard let xmllintPath else { return nil }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("conbook-bench-\(UUID().uuidString).xml")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return best(of: runs) {
        // posix_spawn + waitpid: Foundation's Process adds tens of milliseconds of polling.
        let arguments = [xmllintPath, "--stream", "--noout", file.path]
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, xmllintPath, nil, nil, &cArguments, environ) == 0 else { return }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// A schedule.xml of `count` events over 4 days and 20 rooms, with fixed content.
func syntheticSchedule(events count: Int) -> Data {
    var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <schedule><version>bench</version><conference><acronym>bench</acronym><title>Benchmark Con</title>
        <time_zone_name>Europe/Berlin</time_zone_name><day_change>06:00</day_change></conference>

        """
    let perDay = count / 4
    for day in 0..<4 {
        xml += "<day index=\"\(day + 1)\" date=\"2024-08-\(20 + day)\">\n"
        for room in 0..<20 {
            xml += "<room name=\"Room \(room)\">\n"
            for slot in 0..<(perDay / 20) {
                let id = (day * 20 + room) * 100_000 + slot
                let minute = (slot * 7) % 1440
                xml += """
                    <event id="\(id)" guid="00000000-0000-0000-0000-\(String(repeating: "0", count: 12 - String(id).count))\(id)">
                    <date>2024-08-\(20 + day)T\(minute / 60 < 10 ? "0" : "")\(minute / 60):\(minute % 60 < 10 ? "0" : "")\(minute % 60):00+02:00</date>
                    <start>\(minute / 60 < 10 ? "0" : "")\(minute / 60):\(minute % 60 < 10 ? "0" : "")\(minute % 60)</start><duration>00:30</duration>
                    <room>Room \(room)</room><slug>bench-\(id)</slug><title>Talk \(id): C &amp; C++ in practice</title>
                    <subtitle/><track>Track \(slot % 12)</track><type>lecture</type><language>en</language>
                    <abstract>&lt;p&gt;An abstract about event \(id), with some text to read.&lt;/p&gt;</abstract>
                    <description>A longer description of event \(id). It goes on for a while to look like a real one.</description>
                    <persons><person id="\(slot)">Speaker \(slot)</person></persons>
                    <links><link href="https://example.org/\(id)">Slides</link></links></event>

                    """
            }
            xml += "</room>\n"
        }
        xml += "</day>\n"
    }
    xml += "</schedule>\n"
    return Data(xml.utf8)
}

// `--phase PHASE [EVENTS | FILE]`: one phase alone, for an instruction counter (see MeasuredPhase).
if let (phase, input) = MeasuredPhase.requested(by: CommandLine.arguments) {
    try phase.run(input: input)
}

struct Row {
    var name: String
    var format: String
    var megabytes: Double
    var events: Int
    var ours: Double
    var xmllint: Double?
}

var rows: [Row] = []
var inputs: [(String, ScheduleSourceKind, Data, Int)] = []
for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    // Files that are no schedule (the people list, the schema, SOURCES.md) are left out.
    guard let kind = ScheduleSourceKind.detect(data), kind != .eurofurenceAPI else { continue }
    inputs.append((name, kind, data, 15))
}
inputs.append(("synthetic 100k events.xml", .scheduleXML, syntheticSchedule(events: 100_000), 3))

for (name, kind, data, runs) in inputs {
    let decoder = ScheduleExportDecoder(
        now: now, fallbackTimeZoneIdentifier: "Europe/Berlin", maximumDocumentBytes: 512 * 1024 * 1024)
    var events = 0
    let ours = try best(of: runs) { events = try decoder.decode(data)[Event.self].changed.count }
    let lint = kind == .scheduleXML || kind == .xCal ? try xmllintTime(data, runs: runs) : nil
    rows.append(
        Row(
            name: name, format: kind.rawValue, megabytes: Double(data.count) / 1_048_576, events: events, ours: ours,
            xmllint: lint))
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

print(xmllintPath == nil ? "note: xmllint not found (apt-get install -y libxml2-utils): no comparison\n" : "")
print(
    pad("file", 44) + pad("format", 15) + pad("MiB", 8, right: true) + pad("events", 9, right: true)
        + pad("ours ms", 10, right: true)
        + pad("xmllint ms", 12, right: true) + pad("ratio", 8, right: true))
for row in rows {
    let lint = row.xmllint.map { format($0) } ?? "n/a"
    let ratio = row.xmllint.map { format(row.ours / $0, 2) + "×" } ?? "n/a"
    print(
        pad(row.name, 44) + pad(row.format, 15) + pad(format(row.megabytes, 2), 8, right: true)
            + pad("\(row.events)", 9, right: true)
            + pad(format(row.ours), 10, right: true) + pad(lint, 12, right: true) + pad(ratio, 8, right: true))
}

if rows.contains(where: { $0.xmllint != nil }) {
    print("\naim: parse ≤ 1.5× xmllint --stream at every size")
    for row in rows {
        guard let lint = row.xmllint else { continue }
        let ratio = row.ours / lint
        print("  \(row.name): \(format(ratio, 2))× (\(ratio <= 1.5 ? "met" : "NOT met"))")
    }
}

// Full ingest of schedule exports (issue 24): the largest real schedule.xml, and the same ×100.
guard let largest = inputs.filter({ $0.1 == .scheduleXML && !$0.0.hasPrefix("synthetic") }).max(by: { $0.2.count < $1.2.count })
else { fatalError("no real schedule.xml among the fixtures") }
var ingests: [ScheduleExportIngest.Figures] = []
for (name, data, runs) in [
    (largest.0, largest.2, 3), ("\(largest.0) ×100", RepeatedSchedule.data(repeating: largest.2, copies: 100), 1),
] {
    ingests.append(try await ScheduleExportIngest(name: name, data: data).run(runs: runs))
}
print(
    "\nfull ingest, bytes to stored (file source, Core sync, SQLite), against its references in the same run "
        + "(ms; best of 3, 1 for ×100; memory: peak resident above base)")
print(
    pad("file", 34) + pad("MiB", 8, right: true) + pad("events", 8, right: true) + pad("ingest", 9, right: true)
        + pad("parse", 8, right: true) + pad("xmllint", 9, right: true) + pad("bare", 8, right: true)
        + pad("B/event", 9, right: true) + pad("KB/event", 10, right: true))
for row in ingests {
    print(
        pad(row.name, 34) + pad(format(Double(row.fileBytes) / 1_048_576, 1), 8, right: true)
            + pad("\(row.events)", 8, right: true) + pad(format(row.ingest), 9, right: true)
            + pad(format(row.parse), 8, right: true) + pad(row.streaming.map { format($0) } ?? "n/a", 9, right: true)
            + pad(format(row.bareInsert), 8, right: true)
            + pad("\(row.databaseBytes / max(1, row.events))", 9, right: true)
            + pad(format(Double(row.ingestPeakBytes) / 1024 / Double(max(1, row.events)), 2), 10, right: true))
}
print("\naims for schedule exports (issue 24):")
for row in ingests {
    // The store's 1 KB per event is an aim for Eurofurence-shaped data (conbook-store-benchmarks);
    // an export's figure (its descriptions are longer) is in the table above.
    if let ratio = row.ingestRatio {
        print(
            "  \(row.name): full ingest ≤ 2× bare insert + 1× xmllint --stream: \(format(ratio, 2))× (\(ratio <= 1 ? "met" : "NOT met"))"
        )
    }
    if let ratio = row.parseRatio {
        print("  \(row.name): parse ≤ 1.5× xmllint --stream: \(format(ratio, 2))× (\(ratio <= 1.5 ? "met" : "NOT met"))")
    }
    let peak = Double(row.ingestPeakBytes) / 1024 / Double(max(1, row.events))
    print("  \(row.name): peak memory of ingest ≤ 2 KB per event: \(format(peak, 2)) KB (\(peak <= 2 ? "met" : "NOT met"))")
}
