import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// The real Eurofurence deltas, applied in parts to a convention the SQLite store opened by its
/// outline, end exactly where the same deltas applied to the whole convention in memory end.
@Suite("Real deltas applied in parts over SQLite")
@MainActor
struct SyncInPartsOverSQLiteTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/eurofurence")

    private static func response(_ name: String) throws -> SyncResponse {
        try EurofurenceSyncDecoder().decode(try Data(contentsOf: fixtures.appending(path: name)))
    }

    private static func conbook(api: StubConventionAPI, store: any ConventionStore & AttendeeStore) throws -> Conbook {
        try Conbook(
            api: api, store: store, clock: ControllableClock(now: SampleConvention.serverTime),
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
    }

    @Test(
        "Given the real full sync stored in SQLite and reopened, when a real delta arrives, then the store holds what the whole sync in memory holds",
        arguments: [
            "EF26_DeleteEvent.json", "EF26_DeleteDay.json", "EF26_DeleteRoom.json", "EF26_DeleteTrack.json",
            "EF26_DeleteAnnouncement.json", "EF26_DeleteEvent_WithSharedPoster.json", "NoChanges.json",
        ])
    func realDeltaInParts(name: String) async throws {
        let full = try Self.response("EF26_Full_Sync_Response.json")
        let delta = try Self.response(name)
        let favourites: Set<Event.ID> = Set(full[Event.self].changed.prefix(40).map(\.id))
        let memory = InMemoryConventionStore(favourites: favourites)
        let reference = try Self.conbook(api: StubConventionAPI([.success(full), .success(delta)]), store: memory)
        _ = await reference.refreshConvention.refresh()
        let expectedOutcome = await reference.refreshConvention.refresh()

        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "c.sqlite")
        let first = try ConbookDatabase(fileURL: file).store(for: "ef")
        try first.saveFavourites(favourites)
        _ = await (try Self.conbook(api: StubConventionAPI(answering: full), store: first)).refreshConvention.refresh()

        let reopened = try ConbookDatabase(fileURL: file).store(for: "ef")
        let outcome = await (try Self.conbook(api: StubConventionAPI(answering: delta), store: reopened))
            .refreshConvention.refresh()

        #expect(outcome == expectedOutcome)
        let stored = try ConbookDatabase(fileURL: file).store(for: "ef").loadConvention()
        #expect(stored == memory.convention)
    }

    @Test(
        "Given two Cores open on one database, when one syncs the deletion of a favourite and then the other syncs a rename, then the second builds on the first's"
    )
    func secondCoreBuildsOnTheFirstsSync() async throws {
        let full = try Self.response("EF26_Full_Sync_Response.json")
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "c.sqlite")
        let favourite = full[Event.self].changed[0]
        let setup = try ConbookDatabase(fileURL: file).store(for: "ef")
        try setup.saveFavourites([favourite.id])
        _ = await (try Self.conbook(api: StubConventionAPI(answering: full), store: setup)).refreshConvention.refresh()
        var renamed = full[Event.self].changed[1]
        renamed.title = "Renamed by the second"
        let later = full.serverTime.advanced(by: .seconds(60))
        let one = try Self.conbook(
            api: StubConventionAPI(
                answering: SyncResponse(
                    conventionIdentifier: full.conventionIdentifier, serverTime: later,
                    EntityChanges<Event>(deleted: [favourite.id]))),
            store: try ConbookDatabase(fileURL: file).store(for: "ef"))
        let other = try Self.conbook(
            api: StubConventionAPI(
                answering: SyncResponse(
                    conventionIdentifier: full.conventionIdentifier, serverTime: later.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: [renamed]))),
            store: try ConbookDatabase(fileURL: file).store(for: "ef"))

        _ = await one.refreshConvention.refresh()
        _ = await other.refreshConvention.refresh()

        let stored = try #require(try ConbookDatabase(fileURL: file).store(for: "ef").loadConvention())
        #expect(stored.content[Event.self].contains(favourite.id) == false)
        #expect(stored.content[Event.self][renamed.id]?.title == "Renamed by the second")
        #expect(stored.removedFavourites.keys.sorted() == [favourite.id])
        #expect(other.seeRemovedFavourites.removedFavourites().map(\.id) == [favourite.id])
    }
}
