import ConbookCore
import ConbookHidden
import ConbookTesting
import Testing

@MainActor
@Suite("Hidden: what the attendee hid, shown again")
struct HiddenTests {
    private typealias Sample = SampleConvention

    @Test("Given nothing hidden, when the Hidden section appears, then it says nothing is hidden")
    func nothingHidden() throws {
        let context = HiddenModuleTestContext(core: try ConbookTestContext())

        #expect(context.scene.viewModel?.sections == [])
        #expect(
            context.scene.viewModel?.emptyMessage
                == "Nothing is hidden: every event shows in the schedule, News, reminders and exports.")
    }

    @Test(
        "Given an event, a room, a track and a language hidden, and an event no longer in the schedule, when the section appears, then each kind has its group, the event says when and where"
    )
    func groupsByKind() throws {
        let core = try ConbookTestContext()
        try core.conbook.hideItems.hide(
            HiddenItems(
                events: [Sample.opening.id, "event-gone"], rooms: [Sample.panelRoom.id], tracks: [Sample.artTrack.id],
                languages: ["de"]))

        let context = HiddenModuleTestContext(core: core)

        #expect(context.scene.viewModel?.sections.map(\.title) == ["Events", "Rooms", "Tracks", "Languages"])
        let events = context.scene.viewModel?.sections.first?.rows
        #expect(
            events == [
                HiddenRowViewModel(
                    id: "event:" + Sample.opening.id.rawValue, name: "Opening Ceremony",
                    detail: "Wednesday 19 August 10:00–11:00 · Main Stage — Hall A", isSelectable: true),
                HiddenRowViewModel(
                    id: "event:event-gone", name: "event-gone", detail: "no longer in the schedule", isSelectable: false),
            ])
        #expect(context.scene.names(inSection: "Rooms") == ["Panel Room"])
        #expect(context.scene.names(inSection: "Tracks") == ["Art"])
        #expect(context.scene.names(inSection: "Languages") == ["de"])
    }

    @Test(
        "Given the Panel Room hidden, when the user shows it again, then it leaves the list and its events are back in the schedule"
    )
    func showAgain() throws {
        let core = try ConbookTestContext()
        try core.conbook.hideItems.hide(HiddenItems(rooms: [Sample.panelRoom.id]))
        let context = HiddenModuleTestContext(core: core)

        context.scene.simulateShowingAgain(named: "Panel Room")

        #expect(context.scene.viewModel?.sections == [])
        #expect(core.conbook.browseSchedule.events(on: Sample.day1.id).map(\.id).contains(Sample.drawingWorkshop.id))
    }

    @Test(
        "Given a hidden event and a hidden room, when the user chooses each, then the event opens and the room does not"
    )
    func selectOpensEventsOnly() throws {
        let core = try ConbookTestContext()
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id], rooms: [Sample.panelRoom.id]))
        let context = HiddenModuleTestContext(core: core)

        context.scene.simulateSelecting(named: "Opening Ceremony")
        context.scene.simulateSelecting(named: "Panel Room")

        #expect(context.delegate.selectedEvents == [Sample.opening.id])
    }

    @Test("Given the list on screen, when an event is hidden elsewhere, then the list shows it at once")
    func followsTheCore() throws {
        let core = try ConbookTestContext()
        let context = HiddenModuleTestContext(core: core)

        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.closing.id]))

        #expect(context.scene.names(inSection: "Events") == ["Closing Ceremony"])
    }

    @Test("Given a store that fails to write, when the user shows an item again, then the section says why and keeps it")
    func failedWrite() throws {
        let core = try ConbookTestContext()
        try core.conbook.hideItems.hide(HiddenItems(languages: ["de"]))
        let context = HiddenModuleTestContext(core: core)
        core.store.failsWrites = true

        context.scene.simulateShowingAgain(named: "de")

        #expect(context.scene.errorMessage?.hasPrefix("It could not be shown again: ") == true)
        #expect(context.scene.names(inSection: "Languages") == ["de"])
    }
}
