import ConbookChanges
import ConbookCore
import ConbookFreeTime
import ConbookHidden
import ConbookModuleKit
import ConbookNews
import ConbookPersonDetail
import ConbookTesting
import ConbookTimetable
import Testing

/// The event lists (free time, the timetable, the changes, what is hidden, News, a person's page)
/// name their items by identity: a choice made on a page shown before a sync, a hiding or showing
/// again elsewhere, is applied to that very item while it is still listed, and refused with "the
/// page changed" once it is not, never applied to whatever took its place.
@MainActor
@Suite("Stable choices: a choice made on an event list that has since changed")
struct StableChoicesEventListsTests {
    private typealias Sample = SampleConvention
    private let pageChanged = ModuleTexts.english(.pageChanged)

    /// Day 1, 15:00–16:00: fits between the opening and the dance party, as the lunch panel does.
    private static let stageTalk = Event(
        id: "event-stage-talk", title: "Stage Talk", dayID: Sample.day1.id, roomID: Sample.mainStage.id,
        trackID: Sample.stageTrack.id, start: Sample.local(Sample.day1, 15, 0), end: Sample.local(Sample.day1, 16, 0))

    @Test(
        "Given the free time listing the lunch panel, when a sync takes it off and the user then chooses it or marks it on the page shown before, then nothing opens or is marked and the scene says the page changed"
    )
    func freeTimeRefusesAnEventNoLongerListed() async throws {
        var content = SampleFreeTime.content(adding: [SampleFreeTime.lunchPanel, Self.stageTalk])
        let core = try ConbookTestContext.storing(content, favourites: [Sample.opening.id, Sample.danceParty.id])
        let context = FreeTimeModuleTestContext(core: core)
        let lunchRow = try #require(context.scene.row(titled: "Lunch Panel"))
        let talkRow = try #require(context.scene.row(titled: "Stage Talk"))
        content[Event.self].remove(SampleFreeTime.lunchPanel.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingEvent(id: lunchRow.id)
        context.scene.simulateTogglingFavourite(id: lunchRow.id)

        #expect(context.delegate.selectedEvents == [])
        #expect(core.store.favourites == [Sample.opening.id, Sample.danceParty.id])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(!context.scene.fittingTitles.joined().contains("Lunch Panel"))

        context.scene.simulateSelectingEvent(id: talkRow.id)
        #expect(context.delegate.selectedEvents == [Self.stageTalk.id])
    }

    @Test(
        "Given the timetable showing Dance Party, when it is hidden and the user then chooses it on the page shown before, then nothing opens and the scene says the page changed"
    )
    func timetableRefusesAnEventNoLongerShown() throws {
        let core = try ConbookTestContext()
        let context = TimetableModuleTestContext(core: core)
        let partyBox = try #require(context.scene.event(titled: "Dance Party"))
        let openingBox = try #require(context.scene.event(titled: "Opening Ceremony"))
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.danceParty.id]))

        context.scene.simulateSelectingEvent(id: partyBox.id)

        #expect(context.delegate.selectedEvents == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.viewModel?.events.contains { $0.title == "Dance Party" } == false)

        context.scene.simulateSelectingEvent(id: openingBox.id)
        #expect(context.delegate.selectedEvents == [Sample.opening.id])
    }

    @Test(
        "Given the changes listing the retitled opening, when the next update changes only the art show and the user then chooses the opening on the page shown before, then nothing opens and the scene says the page changed"
    )
    func changesRefuseAnEventNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        var content = Sample.content
        var retitled = Sample.opening
        retitled.title = "Grand Opening"
        var moved = Sample.artShow
        moved.start = Sample.local(Sample.day2, 15, 0)
        moved.end = Sample.local(Sample.day2, 16, 0)
        content[Event.self].upsert(retitled)
        content[Event.self].upsert(moved)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()
        let context = ChangesModuleTestContext(core: core)
        let openingRow = try #require(context.scene.row(titled: "Grand Opening"))
        let artShowRow = try #require(context.scene.row(titled: "Art Show Tour"))
        moved.start = Sample.local(Sample.day2, 16, 0)
        moved.end = Sample.local(Sample.day2, 17, 0)
        content[Event.self].upsert(moved)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingChange(id: openingRow.id)

        #expect(context.delegate.selectedEvents == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.row(titled: "Grand Opening") == nil)

        context.scene.simulateSelectingChange(id: artShowRow.id)
        #expect(context.delegate.selectedEvents == [Sample.artShow.id])
    }

    @Test(
        "Given Hidden listing the opening and the closing, when the opening is shown again elsewhere and the user then chooses it or shows it again on the page shown before, then nothing opens and the scene says the page changed"
    )
    func hiddenRefusesAnItemNoLongerHidden() throws {
        let core = try ConbookTestContext()
        try core.conbook.hideItems.hide(
            HiddenItems(events: [Sample.opening.id, Sample.closing.id], rooms: [Sample.panelRoom.id]))
        let context = HiddenModuleTestContext(core: core)
        let openingRow = try #require(context.scene.row(named: "Opening Ceremony"))
        let closingRow = try #require(context.scene.row(named: "Closing Ceremony"))
        try core.conbook.hideItems.show(HiddenItems(events: [Sample.opening.id]))

        context.scene.simulateSelecting(id: openingRow.id)

        #expect(context.delegate.selectedEvents == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(context.scene.names(inSection: "Events") == ["Closing Ceremony"])

        context.scene.simulateSelecting(id: closingRow.id)
        #expect(context.delegate.selectedEvents == [Sample.closing.id])
    }

    @Test(
        "Given News listing Drawing Paws as running now, when a sync takes it off and the user then chooses it on the page shown before, then nothing opens and the scene says the page changed"
    )
    func newsRefusesAnEventNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = NewsModuleTestContext(core: core)
        let drawingRow = try #require(context.scene.eventRow(titled: "Drawing Paws", inSection: "Running now"))
        let openingRow = try #require(context.scene.eventRow(titled: "Opening Ceremony", inSection: "Running now"))
        var content = Sample.content
        content[Event.self].remove(Sample.drawingWorkshop.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingRow(id: NewsRowViewModel.event(drawingRow).id)

        #expect(context.delegate.selectedEvents == [])
        #expect(context.delegate.selectedAnnouncements == [])
        #expect(context.scene.errors == [pageChanged])
        #expect(context.scene.eventTitles(inSection: "Running now") == ["Opening Ceremony"])

        context.scene.simulateSelectingRow(id: NewsRowViewModel.event(openingRow).id)
        #expect(context.delegate.selectedEvents == [Sample.opening.id])
    }

    @Test(
        "Given the chair's page listing the closing ceremony, when a sync takes it off and the user then chooses it or marks it on the page shown before, then nothing opens or is marked and the scene says the page changed"
    )
    func personDetailRefusesAnEventNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)
        let context = PersonDetailModuleTestContext(core: core, name: "Con Chair")
        let closingRow = try #require(context.scene.event(titled: "Closing Ceremony"))
        let openingRow = try #require(context.scene.event(titled: "Opening Ceremony"))
        var content = SamplePeople.content
        content[Event.self].remove(Sample.closing.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingEvent(id: closingRow.id)
        context.scene.simulateTogglingFavourite(id: closingRow.id)

        #expect(context.delegate.selectedEvents == [])
        #expect(core.store.favourites == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(!context.scene.eventTitles.contains("Closing Ceremony"))

        context.scene.simulateSelectingEvent(id: openingRow.id)
        #expect(context.delegate.selectedEvents == [Sample.opening.id])
    }
}
