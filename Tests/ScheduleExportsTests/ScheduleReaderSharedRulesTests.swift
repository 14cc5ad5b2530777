import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

/// What the readers of the flat formats do alike, checked for each: their fuzz seeds read (a seed
/// that no longer reads would only exercise the error paths), and a document cut short or over the
/// size limit is refused as such.
@Suite("What every flat-schedule reader does alike")
struct ScheduleReaderSharedRulesTests {
    struct Reader: Sendable, CustomTestStringConvertible {
        var kind: ScheduleSourceKind
        /// Its fuzz target, and how many seeds it has.
        var target: String
        var seedCount: Int
        /// The zone of floating times, for formats that name none.
        var zone: String?

        var testDescription: String { kind.formatName }

        func decode(
            _ data: Data, maximumBytes: Int = ScheduleReading.defaultMaximumDocumentBytes
        ) throws(ConventionAPIError)
            -> SyncResponse
        {
            try ScheduleExportDecoder(
                now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: zone, maximumDocumentBytes: maximumBytes
            ).decode(data, as: kind)
        }
    }

    static let readers = [
        Reader(kind: .xCal, target: "xcal", seedCount: 3, zone: "America/New_York"),
        Reader(kind: .pretalxWidget, target: "pretalx-widget", seedCount: 3),
        Reader(kind: .schedule2, target: "schedule2", seedCount: 2),
    ]

    @Test("Given each reader's fuzz seeds, when decoded, then each reads with events", arguments: readers)
    func fuzzSeeds(_ reader: Reader) throws {
        let seeds = try FuzzSeeds.of(reader.target)
        #expect(seeds.count == reader.seedCount)
        for seed in seeds {
            #expect(try !reader.decode(seed.data)[Event.self].changed.isEmpty, "\(seed.name)")
        }
    }

    @Test(
        "Given a real document cut short or over the size limit, when decoded, then it is truncated (naming the format and where it ends) or too large",
        arguments: [
            (ScheduleReaderSharedRulesTests.readers[1], ScheduleFixtures.goodWidget, 20_000, 1_000),
            (ScheduleReaderSharedRulesTests.readers[2], ScheduleFixtures.schedule2Example, 9_000, 100),
        ])
    func truncatedAndTooLarge(_ reader: Reader, fixture: String, cut: Int, limit: Int) throws {
        let data = try ScheduleFixtures.data(fixture)
        let failure = try #require(throws: ConventionAPIError.self, performing: { try reader.decode(data.prefix(cut)) })
        guard case .truncated(let detail) = failure else {
            Issue.record("expected .truncated, got \(failure)")
            return
        }
        #expect(detail.hasPrefix("\(reader.kind.formatName): the document ends early, at line "))
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: limit)) { try reader.decode(data, maximumBytes: limit) }
    }
}
