import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import ConbookTime
import Foundation
import Testing

/// The Core over the real HTTP client, the real SQLite store and the real calendar, against a loopback
/// server serving the real EF27 data.
@Suite("End to end: HTTP, Core, SQLite store")
@MainActor
struct EndToEndSyncTests {
    @Test(
        "Given a server with the real full sync, when the Core syncs twice, then it stores all of it and the delta carries since"
    )
    func syncOverHTTP() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Fixtures.data(Fixtures.fullSync))))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF27/api/"), timeout: .seconds(10))
        let calendar = try #require(FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin"))
        let now = try #require(ISO8601Timestamp.parse("2022-08-25T10:00:00Z"))

        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("conbook.sqlite")
            let store = try ConbookDatabase(fileURL: file).store(for: "EF27")
            let conbook = try Conbook(
                api: api, store: store, clock: PinnedClock(now: now), calendar: calendar,
                richTextParser: PlainRichTextParser())

            let first = await conbook.refreshConvention.refresh()
            server.setBehaviour(.respond(body: Array(try Fixtures.data("EF26_DeleteEvent.json"))))
            let second = await conbook.refreshConvention.refresh()

            #expect(first == .success(SyncSummary(wasFullSync: true, eventsAdded: 210)))
            #expect(second == .success(SyncSummary(wasFullSync: false, eventsRemoved: 1)))
            #expect(server.requestTargets == ["/EF27/api/Sync", "/EF27/api/Sync?since=2022-08-30T12:07:36.034Z"])
            #expect(conbook.browseSchedule.currentDay()?.name == "Con Day 2")
            #expect(
                calendar.formattedDate(try #require(conbook.browseSchedule.currentDay()).date) == "Thursday 25 August")

            let reopened = try Conbook(
                api: api, store: try ConbookDatabase(fileURL: file).store(for: "EF27"), clock: PinnedClock(now: now),
                calendar: calendar, richTextParser: PlainRichTextParser())
            #expect(reopened.browseSchedule.days().count == 6)
            #expect(reopened.searchEvents.search("Registration").count >= 1)
            #expect(try store.loadConvention()?.content[Event.self].count == 209)
        }
    }

    @Test(
        "Given a server writing as in 2026 (zone-less dates, the artist alley), when the Core syncs into SQLite, then all of it is stored and read back after reopening"
    )
    func syncOf2026OverHTTP() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respond(body: Array(try Fixtures.data(Fixtures.fullSyncShapedAs2026))))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF30/Api/"), timeout: .seconds(10))
        let calendar = try #require(FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin"))
        let now = try #require(ISO8601Timestamp.parse("2022-08-25T10:00:00Z"))

        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("conbook.sqlite")
            let conbook = try Conbook(
                api: api, store: try ConbookDatabase(fileURL: file).store(for: "EF30"), clock: PinnedClock(now: now),
                calendar: calendar, richTextParser: PlainRichTextParser())

            let first = await conbook.refreshConvention.refresh()

            #expect(first == .success(SyncSummary(wasFullSync: true, eventsAdded: 210)))
            #expect(server.requestTargets == ["/EF30/Api/Sync"])
            let stored = try #require(try ConbookDatabase(fileURL: file).store(for: "EF30").loadConvention())
            #expect(stored.content[ArtistAlleyTable.self].count == 2)
            #expect(stored.content[Room.self].all.allSatisfy { $0.capacity != nil && !$0.navigationURL.isEmpty })
            #expect(stored.content[KnowledgeEntry.self].all.allSatisfy { $0.published != nil })
            #expect(conbook.browseSchedule.currentDay()?.name == "Con Day 2")
        }
    }
}
