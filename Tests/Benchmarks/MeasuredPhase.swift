import ConbookCore
import ConbookScheduleExports
import Foundation

/// One phase of the export benchmarks run alone, once, so that an instruction counter
/// (`valgrind --tool=callgrind`, see `.ci/instruction-counts`) counts it and little else:
///
///   conbook-benchmarks --phase setup|parse [EVENTS | FILE]     (10000 synthetic events unless given)
///
/// Every phase does the same setup first, and `setup` does nothing else: the input in memory (the
/// synthetic schedule.xml of EVENTS events from `syntheticSchedule(events:)`, a multiple of 80, or
/// FILE read whole, in any format Conbook reads) and a `ScheduleExportDecoder` made as the
/// benchmarks make it. `parse` then decodes the input once. A phase's count minus the count of
/// `setup` over the same input is the phase's own. What a phase built is kept until the process
/// exits, so releasing it is counted in neither.
enum MeasuredPhase: String, CaseIterable {
    /// Only the setup: the reference subtracted from `parse`.
    case setup
    /// Bytes to domain values: `ScheduleExportDecoder.decode` of the whole input.
    case parse

    /// The phase and input asked for by `--phase PHASE [EVENTS | FILE]`, or nil without `--phase`
    /// (the whole benchmarks then run). Other arguments print the usage and exit with status 2.
    static func requested(by arguments: [String]) -> (phase: Self, input: String)? {
        guard let flag = arguments.firstIndex(of: "--phase") else { return nil }
        let rest = arguments[(flag + 1)...]
        guard let name = rest.first, let phase = Self(rawValue: name), rest.count <= 2 else {
            let phases = allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: conbook-benchmarks --phase \(phases) [EVENTS | FILE]\n".utf8))
            exit(2)
        }
        return (phase, rest.count == 2 ? rest.last! : "10000")
    }

    /// Runs the setup over the input (an event count or a file's path), then this phase once;
    /// prints one line saying what ran (with the events decoded, for `parse`) and exits with
    /// everything built still held.
    func run(input: String) throws -> Never {
        let data: Data
        let name: String
        if let events = Int(input), events > 0 {
            data = syntheticSchedule(events: events)
            name = "synthetic schedule.xml"
        } else {
            let file = URL(fileURLWithPath: input)
            data = try Data(contentsOf: file)
            name = file.lastPathComponent
        }
        let decoder = ScheduleExportDecoder(
            now: now, fallbackTimeZoneIdentifier: "Europe/Berlin", maximumDocumentBytes: 512 * 1024 * 1024)

        var decoded: SyncResponse?
        switch self {
        case .setup:
            print("phase setup: \(name), \(data.count) bytes")
        case .parse:
            decoded = try decoder.decode(data)
            print("phase parse: \(name), \(data.count) bytes, \(decoded![Event.self].changed.count) events")
        }
        withExtendedLifetime((data, decoder, decoded)) { exit(0) }
    }
}
