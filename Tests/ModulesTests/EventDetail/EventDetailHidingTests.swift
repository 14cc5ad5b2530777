import ConbookCore
import ConbookEventDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Event Detail: hiding an event and showing it again")
struct EventDetailHidingTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given an event's page, when the user hides it, then the page says it is hidden and the schedule leaves it out; shown again, it is listed again"
    )
    func hideAndShowAgain() throws {
        let core = try ConbookTestContext()
        let page = EventDetailModuleTestContext(core: core, event: Sample.opening.id)
        #expect(page.scene.viewModel?.hidden == nil)

        page.scene.simulateHiding()

        #expect(page.scene.viewModel?.hidden == "hidden: left out of the schedule, News, reminders and exports")
        #expect(!core.conbook.browseSchedule.events(on: Sample.day1.id).map(\.id).contains(Sample.opening.id))

        page.scene.simulateShowingAgain()

        #expect(page.scene.viewModel?.hidden == nil)
        #expect(core.conbook.browseSchedule.events(on: Sample.day1.id).map(\.id).contains(Sample.opening.id))
    }

    @Test(
        "Given the event's room and language hidden, when its page is shown and the user shows the event again, then the page still says it is hidden, and why"
    )
    func hiddenWithItsRoom() throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.language = "de-AT"
        content[Event.self].upsert(opening)
        let core = try ConbookTestContext.storing(content)
        try core.conbook.hideItems.hide(HiddenItems(rooms: [Sample.mainStage.id], languages: ["de"]))
        let page = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        page.scene.simulateShowingAgain()

        #expect(
            page.scene.viewModel?.hidden
                == "hidden with its room Main Stage — Hall A and with the language de: left out of the schedule, News, reminders and exports"
        )
    }

    @Test("Given a store that fails to write, when the user hides the event, then the page says why and it is not hidden")
    func failedWrite() throws {
        let core = try ConbookTestContext()
        let page = EventDetailModuleTestContext(core: core, event: Sample.opening.id)
        core.store.failsWrites = true

        page.scene.simulateHiding()

        #expect(page.scene.errorMessage?.hasPrefix("It could not be hidden or shown: ") == true)
        #expect(page.scene.viewModel?.hidden == nil)
    }
}
