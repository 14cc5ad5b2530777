import ConbookCore
import ConbookEventDetail
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule and Event Detail: change marks")
struct ScheduleChangeMarksTests {
    private typealias Sample = SampleConvention

    private func coreAfterAnUpdate() async throws -> ConbookTestContext {
        let core = try ConbookTestContext()
        var moved = Sample.drawingWorkshop
        moved.roomID = Sample.mainStage.id
        moved.start = Sample.local(Sample.day1, 10, 30)
        let added = Event(
            id: "event-added", title: "Late Addition", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
            trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 15, 0), end: Sample.local(Sample.day1, 16, 0))
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: [moved, added]))))
        await core.conbook.refreshConvention.refresh()
        return core
    }

    @Test(
        "Given an update moved one event and added another, when the day is listed, then their rows say so and others carry no mark"
    )
    func rowsCarryMarks() async throws {
        let context = ScheduleModuleTestContext(core: try await coreAfterAnUpdate())

        #expect(context.scene.row(titled: "Drawing Paws")?.changeMark == "changed: room, start, duration")
        #expect(context.scene.row(titled: "Late Addition")?.changeMark == "new")
        #expect(context.scene.row(titled: "Opening Ceremony")?.changeMark == nil)
    }

    @Test("Given the schedule is shown, when an update changes an event, then its mark appears at once")
    func marksAppearLive() async throws {
        let core = try ConbookTestContext()
        let context = ScheduleModuleTestContext(core: core)
        var renamed = Sample.danceParty
        renamed.title = "Dance Party Deluxe"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: [renamed]))))

        await core.conbook.refreshConvention.refresh()

        #expect(context.scene.row(titled: "Dance Party Deluxe")?.changeMark == "changed: title")
    }

    @Test("Given an update changed an event, when its detail opens, then it says what changed")
    func detailSaysWhatChanged() async throws {
        let core = try await coreAfterAnUpdate()

        let moved = EventDetailModuleTestContext(core: core, event: Sample.drawingWorkshop.id)
        let added = EventDetailModuleTestContext(core: core, event: "event-added")
        let untouched = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        #expect(moved.scene.viewModel?.change == "Changed in the last schedule update: room, start, duration.")
        #expect(added.scene.viewModel?.change == "New in the last schedule update.")
        #expect(untouched.scene.viewModel?.change == nil)
    }
}
