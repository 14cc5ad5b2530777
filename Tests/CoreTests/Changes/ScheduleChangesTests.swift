import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule changes")
struct ScheduleChangesTests {
    private typealias Sample = SampleConvention
    private let later = SampleConvention.serverTime.advanced(by: .seconds(3600))

    private func delta(changed: [Event] = [], deleted: [Event.ID] = []) -> SyncResponse {
        SyncResponse(
            conventionIdentifier: Sample.identifier, serverTime: later,
            EntityChanges<Event>(changed: changed, deleted: deleted))
    }

    @Test("Given a first sync, when it is applied, then nothing is marked as changed")
    func firstSyncMarksNothing() async throws {
        let core = try ConbookTestContext(stored: nil)

        await core.conbook.refreshConvention.refresh()

        #expect(core.conbook.seeScheduleChanges.changes().isEmpty)
    }

    @Test("Given a schedule, when a sync adds, cancels and moves events, then each is marked with exactly what changed")
    func marksEachKindOfChange() async throws {
        let core = try ConbookTestContext()
        var moved = Sample.artShow
        moved.roomID = Sample.mainStage.id
        moved.start = Sample.local(Sample.day2, 15, 0)
        moved.end = Sample.local(Sample.day2, 16, 30)
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        renamed.hosts = ["Con Chair", "Mascot"]
        let added = Event(
            id: "event-added", title: "Added", dayID: Sample.day2.id, roomID: Sample.panelRoom.id,
            trackID: Sample.artTrack.id, start: Sample.local(Sample.day2, 9, 0), end: Sample.local(Sample.day2, 10, 0))
        core.api.answer(with: .success(delta(changed: [moved, renamed, added], deleted: [Sample.closing.id])))

        await core.conbook.refreshConvention.refresh()

        let changes = core.conbook.seeScheduleChanges
        #expect(changes.change(of: Sample.artShow.id)?.changedFields == [.room, .start, .duration])
        #expect(changes.change(of: Sample.opening.id)?.changedFields == [.title, .speakers])
        #expect(changes.change(of: "event-added")?.kind == .added)
        #expect(changes.change(of: Sample.closing.id)?.kind == .removed)
        #expect(changes.change(of: Sample.closing.id)?.previous?.title == "Closing Ceremony")
        #expect(changes.change(of: Sample.drawingWorkshop.id) == nil)
        #expect(core.conbook.viewEvent.event(Sample.artShow.id)?.change?.changedFields == [.room, .start, .duration])
    }

    @Test("Given an event re-sent unchanged, when synced, then it is not marked")
    func unchangedEventIsNotMarked() async throws {
        let core = try ConbookTestContext()
        core.api.answer(with: .success(delta(changed: [Sample.opening])))

        await core.conbook.refreshConvention.refresh()

        #expect(core.conbook.seeScheduleChanges.changes().isEmpty)
    }

    @Test(
        "Given marks from a sync, when the next sync changes nothing, then the marks stay; when it changes something, they are replaced"
    )
    func marksLastUntilTheNextChange() async throws {
        let core = try ConbookTestContext()
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        var retimed = Sample.fursuitParade
        retimed.start = Sample.local(Sample.day2, 15, 0)
        retimed.end = Sample.local(Sample.day2, 16, 30)
        core.api.enqueue(
            .success(delta(changed: [renamed])), .success(Sample.emptyDelta(serverTime: later)),
            .success(delta(changed: [retimed])))
        core.api.answer(with: .success(delta(changed: [renamed])))
        await core.conbook.refreshConvention.refresh()

        core.api.answer(with: .success(Sample.emptyDelta(serverTime: later)))
        await core.conbook.refreshConvention.refresh()
        #expect(core.conbook.seeScheduleChanges.changes().map(\.change.entityID) == [Sample.opening.id])

        core.api.answer(with: .success(delta(changed: [retimed])))
        await core.conbook.refreshConvention.refresh()
        #expect(core.conbook.seeScheduleChanges.changes().map(\.change.entityID) == [Sample.fursuitParade.id])
        #expect(core.conbook.seeScheduleChanges.change(of: Sample.fursuitParade.id)?.changedFields == [.start])
    }

    @Test("Given changes to a favourite and to other events, when listed, then the favourite comes first, then by start")
    func favouritesFirst() async throws {
        let core = try ConbookTestContext(favourites: [Sample.closing.id])
        var changed = [Sample.opening, Sample.artShow, Sample.closing]
        for index in changed.indices { changed[index].subtitle = "Updated" }
        core.api.answer(with: .success(delta(changed: changed)))

        await core.conbook.refreshConvention.refresh()

        let listed = core.conbook.seeScheduleChanges.changes()
        #expect(listed.map(\.change.entityID) == [Sample.closing.id, Sample.opening.id, Sample.artShow.id])
        #expect(listed.map(\.isFavourite) == [true, false, false])
    }

    @Test("Given a stored convention, when the marks are saved and loaded again, then they are the same")
    func marksAreStored() async throws {
        let core = try ConbookTestContext()
        core.api.answer(with: .success(delta(deleted: [Sample.closing.id])))

        await core.conbook.refreshConvention.refresh()

        #expect(core.store.convention?[changesOf: Event.self][Sample.closing.id]?.kind == .removed)
    }
}
