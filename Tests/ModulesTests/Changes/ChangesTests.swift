import ConbookChanges
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Changes")
struct ChangesTests {
    private typealias Sample = SampleConvention

    private func update(_ core: ConbookTestContext, changed: [Event] = [], deleted: [Event.ID] = []) async {
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: changed, deleted: deleted))))
        await core.conbook.refreshConvention.refresh()
    }

    @Test("Given no update has changed anything, when the changes appear, then they say nothing changed")
    func nothingChanged() throws {
        let context = ChangesModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.viewModel
                == ChangesViewModel(
                    sections: [], emptyMessage: "Nothing changed in the last schedule update."))
    }

    @Test(
        "Given a schedule at version 0.32, when an update to version 0.33 moves an event, then the changes say between which versions; an update of the same version keeps saying it"
    )
    func betweenVersions() async throws {
        var content = Sample.content
        content.details = ConventionDetails(title: nil, scheduleVersion: "0.32")
        let core = try ConbookTestContext.storing(content)
        var moved = Sample.artShow
        moved.start = Sample.local(Sample.day2, 15, 0)
        moved.end = Sample.local(Sample.day2, 16, 0)
        content[Event.self].upsert(moved)
        content.details = ConventionDetails(title: nil, scheduleVersion: "0.33")
        core.answerSyncs(with: content)
        await core.conbook.refreshConvention.refresh()

        let context = ChangesModuleTestContext(core: core)
        #expect(context.scene.viewModel?.versions == "Schedule version 0.32 → 0.33")
        #expect(context.scene.row(titled: "Art Show Tour")?.status == "Changed: start")

        core.answerSyncs(with: content)
        await core.conbook.refreshConvention.refresh()
        #expect(context.scene.viewModel?.versions == "Schedule version 0.32 → 0.33")
    }

    @Test("Given a source without versions, when the changes appear, then they name none")
    func withoutVersions() throws {
        let context = ChangesModuleTestContext(core: try ConbookTestContext())

        #expect(context.scene.viewModel?.versions == nil)
    }

    @Test("Given an update moved an event, when the changes appear, then each changed part shows old and new")
    func changedPartsShowOldAndNew() async throws {
        let core = try ConbookTestContext()
        var moved = Sample.artShow
        moved.roomID = Sample.mainStage.id
        moved.start = Sample.local(Sample.day2, 15, 0)
        moved.end = Sample.local(Sample.day2, 16, 30)
        await update(core, changed: [moved])

        let context = ChangesModuleTestContext(core: core)

        #expect(
            context.scene.row(titled: "Art Show Tour")
                == ChangeRowViewModel(
                    id: Sample.artShow.id.rawValue, title: "Art Show Tour", status: "Changed: room, start, duration",
                    when: "Thursday 20 August 15:00–16:30 · Main Stage — Hall A",
                    details: [
                        "room: Panel Room → Main Stage — Hall A",
                        "start: Thursday 20 August 14:00 → Thursday 20 August 15:00",
                        "duration: 1 h → 1 h 30 min",
                    ],
                    isFavourite: false, isSelectable: true))
    }

    @Test(
        "Given two favourites, when an update moves one onto the other, then the Changes list says the moved one now clashes with the other; a move that keeps an old clash says nothing new"
    )
    func changeMadeAClash() async throws {
        let core = try ConbookTestContext(favourites: [Sample.opening.id, Sample.danceParty.id, Sample.drawingWorkshop.id])
        var moved = Sample.danceParty
        moved.start = Sample.local(Sample.day1, 10, 30)
        moved.end = Sample.local(Sample.day1, 11, 30)
        var stretched = Sample.opening
        stretched.end = Sample.local(Sample.day1, 11, 15)
        await update(core, changed: [moved, stretched])

        let context = ChangesModuleTestContext(core: core)

        #expect(
            context.scene.row(titled: "Dance Party")?.details.filter { $0.hasPrefix("Now clashes") } == [
                "Now clashes with Opening Ceremony (Wednesday 19 August 10:00–11:15)",
                "Now clashes with Drawing Paws (Wednesday 19 August 10:00–12:00)",
            ])
        #expect(
            context.scene.row(titled: "Opening Ceremony")?.details.filter { $0.hasPrefix("Now clashes") } == [
                "Now clashes with Dance Party (Wednesday 19 August 10:30–11:30)"
            ])
    }

    @Test("Given changes to a favourite and to other events, when listed, then favourites come first in their own group")
    func favouritesFirst() async throws {
        let core = try ConbookTestContext(favourites: [Sample.closing.id])
        var retitled = Sample.opening
        retitled.title = "Grand Opening"
        let added = Event(
            id: "event-added", title: "Late Addition", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
            trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 15, 0), end: Sample.local(Sample.day1, 16, 0))
        await update(core, changed: [retitled, added], deleted: [Sample.closing.id])

        let context = ChangesModuleTestContext(core: core)

        #expect(context.scene.viewModel?.sections.map(\.title) == ["Your favourites", "Other events"])
        #expect(context.scene.titles(inSection: "Your favourites") == ["Closing Ceremony"])
        #expect(context.scene.titles(inSection: "Other events") == ["Grand Opening", "Late Addition"])
        #expect(context.scene.row(titled: "Closing Ceremony")?.status == "Cancelled")
        #expect(context.scene.row(titled: "Closing Ceremony")?.isSelectable == false)
        #expect(context.scene.row(titled: "Late Addition")?.status == "New")
        #expect(context.scene.row(titled: "Grand Opening")?.details == ["title: Opening Ceremony → Grand Opening"])
    }

    @Test("Given a changed event, when the user chooses it, then the module reports it; a cancelled one reports nothing")
    func choosingChanges() async throws {
        let core = try ConbookTestContext()
        var retitled = Sample.opening
        retitled.title = "Grand Opening"
        await update(core, changed: [retitled], deleted: [Sample.closing.id])
        let context = ChangesModuleTestContext(core: core)

        context.scene.simulateSelectingChange(titled: "Closing Ceremony")
        context.scene.simulateSelectingChange(titled: "Grand Opening")

        #expect(context.delegate.selectedEvents == [Sample.opening.id])
    }

    @Test("Given the changes are shown, when an update arrives, then the list follows it")
    func followsUpdates() async throws {
        let core = try ConbookTestContext()
        let context = ChangesModuleTestContext(core: core)
        var retimed = Sample.danceParty
        retimed.end = Sample.local(Sample.day2, 3, 0)

        await update(core, changed: [retimed])

        #expect(context.scene.row(titled: "Dance Party")?.details == ["duration: 5 h → 6 h"])
    }
}
