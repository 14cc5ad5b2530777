import ConbookCore
import ConbookSQLite
import ConbookScheduleExports
import ConbookServerTestSupport
import ConbookTesting
import ConbookTime
import Foundation
import Testing

/// People synced from a schedule export through the real file source into the real SQLite store,
/// under the same sync rules as events: a full snapshot replaces them, a broken file changes nothing.
@MainActor
@Suite("People synced from a schedule export")
struct SchedulePeopleSyncTests {
    private static let sessionize = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/schedules/sessionize-all-globalazure-austria2024.json")

    /// The Sessionize file with its `speakers` list changed.
    private static func sessionize(changingSpeakers change: (inout Any) -> Void) throws -> Data {
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sessionize)) as? [String: Any])
        var speakers: Any = root["speakers"] ?? []
        change(&speakers)
        root["speakers"] = speakers
        return try JSONSerialization.data(withJSONObject: root)
    }

    @Test(
        "Given the Global Azure Austria Sessionize file synced into a SQLite store, when a person's page opens, then their tag line, biography and picture come from the file; when a later file leaves them out, they are gone; a file whose speakers are not a list is refused and changes nothing"
    )
    func peopleFollowTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "sessionize.json")
            try Data(contentsOf: Self.sessionize).write(to: file)
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "azure")
            let conbook = try Conbook(
                api: ScheduleExportFileAPI(
                    fileURL: file, clock: PinnedClock(now: Instant(secondsSinceEpoch: 1_713_000_000)),
                    fallbackTimeZoneIdentifier: "Europe/Vienna"),
                store: store, clock: PinnedClock(now: Instant(secondsSinceEpoch: 1_713_000_000)),
                calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())

            guard case .success = await conbook.refreshConvention.refresh() else {
                Issue.record("the first sync failed")
                return
            }
            let alex = conbook.people.page(of: "Alex Kornfellner")
            #expect(alex?.person?.tagLine == "Lehrer für Mathematik, KI und Advanced Algorithms an der HTL Leonding")
            #expect(alex?.person?.biography.hasPrefix("Alexander Kornfellner unterricht") == true)
            #expect(alex?.person?.pictureAddress.hasPrefix("https://sessionize.com/image/") == true)
            #expect(
                alex?.events.map(\.scheduled.event.title) == [
                    "Vom Wort zum Vektor - Embeddings als Grundlage für moderne KI-Lösungen"
                ])
            #expect(conbook.outline?.count(of: Person.self) == 16)

            try Self.sessionize { speakers in
                speakers = (speakers as? [[String: Any]] ?? []).filter { $0["fullName"] as? String != "Alex Kornfellner" }
            }.write(to: file)
            guard case .success = await conbook.refreshConvention.refresh() else {
                Issue.record("the second sync failed")
                return
            }
            let gone = conbook.people.page(of: "Alex Kornfellner")
            #expect(conbook.outline?.count(of: Person.self) == 15)
            #expect(try store.loadConvention()?.content[Person.self].all.count == 15)
            // Sessionize names a session's speakers only through that list: Alex leaves their talk too.
            #expect(gone == nil)

            let before = try store.loadConvention()
            try Self.sessionize { speakers in speakers = "not a list" }.write(to: file)
            guard case .failure(.source(let error)) = await conbook.refreshConvention.refresh() else {
                Issue.record("a file whose speakers are no list was taken")
                return
            }
            #expect(error.description.contains("speakers"))
            #expect(try store.loadConvention() == before)
            #expect(conbook.outline?.count(of: Person.self) == 15)
        }
    }
}
