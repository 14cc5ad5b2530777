import ConbookCore
import ConbookTesting
import Testing

/// A sync applied to the part of the store it touches must end where the same sync applied to
/// the whole convention ends: same content, change marks, removed favourites and summary.
@MainActor
@Suite("Sync in parts ends where the whole sync ends")
struct SyncInPartsEquivalenceTests {
    private typealias Sample = SampleConvention

    private static func at(_ minutes: Int) -> Instant {
        Sample.serverTime.advanced(by: .seconds(60 * minutes))
    }

    /// Deltas of every kind but a wholesale replacement, in order: renames, moves, additions,
    /// deletions, announcements, a new room, a deleted day (its events go with it), a deleted
    /// room whose one event is re-sent elsewhere, an event re-sent into a room that is not there
    /// (skipped: its stored version stays) beside one renamed, and that event sent again rightly.
    private static var deltas: [SyncResponse] {
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        var moved = Sample.artShow
        moved.roomID = Sample.mainStage.id
        var added = Sample.closing
        added.id = "event-encore"
        added.title = "Encore"
        var edited = Sample.welcome
        edited.content = "Registration opens at 10:00."
        edited.lastChanged = Sample.local(Sample.day1, 9, 30)
        let newRoom = Room(id: "room-new", name: "Hall B")
        var intoNewRoom = Sample.danceParty
        intoNewRoom.roomID = newRoom.id
        var keptOutOfPanelRoom = Sample.drawingWorkshop
        keptOutOfPanelRoom.roomID = newRoom.id
        var lost = Sample.danceParty
        lost.roomID = "room-nowhere"
        lost.title = "Lost Party"
        var renamedAgain = Sample.opening
        renamedAgain.title = "Opening, again"
        var found = lost
        found.roomID = newRoom.id
        return [
            SyncResponse(conventionIdentifier: Sample.identifier, serverTime: at(1), EntityChanges<Event>(changed: [renamed])),
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: at(2),
                EntityChanges<Event>(changed: [moved, added], deleted: [Sample.fursuitParade.id])),
            SyncResponse(conventionIdentifier: Sample.identifier, serverTime: at(3)),
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: at(4), EntityChanges<Room>(changed: [newRoom]),
                EntityChanges<Event>(changed: [intoNewRoom], deleted: [Sample.artShow.id, "event-never-there"]),
                EntityChanges<Announcement>(changed: [edited], deleted: [Sample.roomChange.id]), sourceVersion: "v4"),
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: at(5), EntityChanges<Event>(changed: [Sample.artShow])),
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: at(6), EntityChanges<Day>(deleted: [Sample.day3.id])),
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: at(7), EntityChanges<Room>(deleted: [Sample.panelRoom.id]),
                EntityChanges<Event>(changed: [keptOutOfPanelRoom])),
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: at(8), EntityChanges<Event>(changed: [lost, renamedAgain])),
            SyncResponse(conventionIdentifier: Sample.identifier, serverTime: at(9), EntityChanges<Event>(changed: [found])),
        ]
    }

    @Test(
        "Given favourites and a series of deltas, when applied in parts and whole, then every step stores the same and says the same"
    )
    func sameOutcomeEachStep() async throws {
        let favourites: Set<Event.ID> = [Sample.artShow.id, Sample.fursuitParade.id, Sample.opening.id, Sample.closing.id]
        let inParts = try ConbookTestContext(favourites: favourites, api: StubConventionAPI(Self.deltas.map { .success($0) }))
        let wholeStore = WholeConventionStore(convention: Sample.stored, favourites: favourites)
        let whole = try Conbook(
            api: StubConventionAPI(Self.deltas.map { .success($0) }), store: wholeStore, clock: inParts.clock,
            calendar: inParts.calendar, richTextParser: PlainRichTextParser())

        for step in Self.deltas.indices {
            let partsOutcome = await inParts.conbook.refreshConvention.refresh()
            let wholeOutcome = await whole.refreshConvention.refresh()

            #expect(partsOutcome == wholeOutcome, "step \(step)")
            #expect(inParts.store.convention == wholeStore.inner.convention, "step \(step)")
            #expect(inParts.conbook.outline == whole.outline, "step \(step)")
        }
        #expect(inParts.store.wholeLoadCount == 0)
        #expect(
            inParts.conbook.seeRemovedFavourites.removedFavourites().map(\.id) == [
                Sample.artShow.id, Sample.fursuitParade.id, Sample.closing.id,
            ])
        #expect(inParts.store.convention?.content[Day.self].contains(Sample.day3.id) == false)
        #expect(inParts.store.convention?.content[Event.self][Sample.drawingWorkshop.id]?.roomID == "room-new")
    }

    @Test(
        "Given a delta whose only event points nowhere, when applied in parts, then it is refused and nothing changes",
        arguments: [0, 1])
    func brokenReferenceRefusedInParts(variant: Int) async throws {
        var lost = Sample.opening
        lost.roomID = "room-nowhere"
        let responses = [
            SyncResponse(conventionIdentifier: Sample.identifier, serverTime: Self.at(1), EntityChanges<Event>(changed: [lost])),
            // The room is deleted while an event is re-sent into it.
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: Self.at(1),
                EntityChanges<Room>(deleted: [Sample.mainStage.id]),
                EntityChanges<Event>(changed: [Sample.opening])),
        ]
        let core = try ConbookTestContext(api: StubConventionAPI([.success(responses[variant])]))

        let outcome = await core.conbook.refreshConvention.refresh()

        guard case .failure(.mostlyUnreadable) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(core.store.convention == Sample.stored)
        #expect(core.store.lastUpdate == nil)
        #expect(core.store.wholeLoadCount == 0)
    }
}
