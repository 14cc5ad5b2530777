import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Real files of many producers read as an independent reader reads them")
struct RealFileCorpusTests {
    private static let now = Instant(millisecondsSinceEpoch: 1_700_000_000_000)

    private static func response(of file: RealFileCorpus.File) throws -> SyncResponse {
        try ScheduleExportDecoder(now: now, fallbackTimeZoneIdentifier: file.timeZone).decode(try file.data())
    }

    @Test(
        "Given each real programme file of the corpus, when it is read, then its format is told by its content and its events are the independent reader's, start and title",
        arguments: RealFileCorpus.files)
    func eventForEvent(file: RealFileCorpus.File) throws {
        #expect(ScheduleSourceKind.detect(try file.data())?.rawValue == file.format)
        let response = try Self.response(of: file)
        let comparison = RealFileCorpus.compare(response[Event.self].changed, with: try file.expectedEvents())

        #expect(comparison.missing == [], "\(file.name): \(comparison.missing.count) of \(comparison.expected) missing")
        #expect(comparison.extra == [], "\(file.name): \(comparison.extra.count) extra")
    }

    @Test("Given the whole corpus, then it holds at least 40 programme files of at least 12 producers")
    func corpusSize() {
        #expect(RealFileCorpus.files.count >= 40)
        #expect(Set(RealFileCorpus.files.map(\.producer)).count >= 12)
    }
}
