import ConbookCore
import ConbookScheduleExports
import ConbookServerTestSupport
import Foundation
import Testing

/// A schedule.xml in a file is read a buffer at a time (`ScheduleXMLDecoder.decode(contentsOf:)`),
/// never whole; every other format is read whole. Whichever way, a file must give what its bytes
/// give: the same values, or the same error.
@Suite("Schedule exports read from a file")
struct ScheduleFileReadingTests {
    private struct FixedClock: WallClock { var now: Instant }

    /// What the file source gives for a file holding `bytes`, and what the decoder gives for the
    /// bytes (both told the format, when `kind` is given).
    private func bothWays(
        _ bytes: Data, as kind: ScheduleSourceKind? = nil
    ) async throws -> (file: Result<SyncResponse, ConventionAPIError>, bytes: Result<SyncResponse, ConventionAPIError>) {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "schedule")
        try bytes.write(to: file)
        let api = ScheduleExportFileAPI(fileURL: file, clock: FixedClock(now: ScheduleFixtures.now), kind: kind)
        let fromFile: Result<SyncResponse, ConventionAPIError>
        do {
            fromFile = .success(try await api.fetchChanges(since: nil))
        } catch {
            fromFile = .failure(error)
        }
        let fromBytes = Result { () throws(ConventionAPIError) in
            try ScheduleExportDecoder(now: ScheduleFixtures.now).decode(bytes, as: kind)
        }
        return (fromFile, fromBytes)
    }

    @Test(
        "Given every real schedule export, when read from its file, then it gives what its bytes give",
        arguments: try FileManager.default.contentsOfDirectory(atPath: ScheduleFixtures.directory.path).sorted()
            .filter { $0 != "SOURCES.md" })
    func realFilesReadAsTheirBytes(name: String) async throws {
        let (fromFile, fromBytes) = try await bothWays(try ScheduleFixtures.data(name))

        #expect(fromFile == fromBytes)
    }

    @Test(
        "Given a schedule.xml cut short at ten places, when read from its file, then each gives what its bytes give (most of them: cut short)"
    )
    func cutShortFilesReadAsTheirBytes() async throws {
        let whole = try ScheduleFixtures.data(ScheduleFixtures.romhack)
        var truncated = 0
        for cut in stride(from: whole.count / 11, to: whole.count, by: whole.count / 11).prefix(10) {
            let (fromFile, fromBytes) = try await bothWays(whole.prefix(cut))

            #expect(fromFile == fromBytes, "cut at \(cut)")
            if case .failure(.truncated) = fromFile { truncated += 1 }
        }
        #expect(truncated >= 8)  // most cuts end inside an element; one may end where libxml2 sees extra content
    }

    @Test(
        "Given damaged and hostile schedule.xml files (an entity, a bad tag midway, nesting too deep, an empty file, blanks, another root, a root after 70 KiB of comment, a byte-order mark), when read from their files (said to be schedule.xml, or found so), then each gives what its bytes give"
    )
    func damagedFilesReadAsTheirBytes() async throws {
        let event = ScheduleXML.event(
            "<date>2024-03-30T10:00:00+01:00</date><start>10:00</start><duration>01:00</duration><title>Talk</title>")
        let good = ScheduleXML.document(body: event)
        let documents = [
            good,
            #"<?xml version="1.0"?><!DOCTYPE schedule [<!ENTITY boom "lots">]><schedule>&boom;</schedule>"#,
            good.replacingOccurrences(of: "<title>", with: "<title <"),
            ScheduleXML.document(
                body: ScheduleXML.event(String(repeating: "<a>", count: 80) + String(repeating: "</a>", count: 80))),
            "",
            "   \n\t ",
            "<conference><title>Not a schedule</title></conference>",
            "<!--" + String(repeating: "x", count: 70 * 1024) + "-->"
                + good.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: ""),
            "\u{FEFF}" + good,
        ]
        for (index, document) in documents.enumerated() {
            for kind in [nil, ScheduleSourceKind.scheduleXML] {
                let (fromFile, fromBytes) = try await bothWays(Data(document.utf8), as: kind)

                #expect(fromFile == fromBytes, "document \(index), \(kind.map(\.rawValue) ?? "found by its content")")
            }
        }
    }

    @Test(
        "Given a schedule.xml larger than the decoder's limit, when the decoder reads it from its file, then it is too large (at the limit, or with no limit, it reads); a directory or a missing file cannot be read, naming it"
    )
    func limitsAndUnreadableFiles() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "schedule.xml")
        let bytes = try ScheduleFixtures.data(ScheduleFixtures.romhack)
        try bytes.write(to: file)
        let small = ScheduleXMLDecoder(now: ScheduleFixtures.now, maximumDocumentBytes: bytes.count - 1)

        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: bytes.count - 1)) {
            try small.decode(contentsOf: file)
        }
        let exact = ScheduleXMLDecoder(now: ScheduleFixtures.now, maximumDocumentBytes: bytes.count)
        #expect(try exact.decode(contentsOf: file) == (try ScheduleFixtures.response(ScheduleFixtures.romhack)))
        let unlimited = ScheduleXMLDecoder(now: ScheduleFixtures.now, maximumDocumentBytes: .max)
        #expect(try unlimited.decode(contentsOf: file) == (try ScheduleFixtures.response(ScheduleFixtures.romhack)))
        #expect(throws: ConventionAPIError.unreachable("cannot read \(directory.url.path) (Is a directory)")) {
            try exact.decode(contentsOf: directory.url)
        }
        let missing = directory.url.appending(path: "nope.xml")
        #expect(throws: ConventionAPIError.unreachable("cannot read \(missing.path)")) {
            try exact.decode(contentsOf: missing)
        }
    }
}
