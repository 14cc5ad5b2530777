import ConbookCore
import ConbookEventDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Event Detail: clashes with other favourites, and priority")
struct EventDetailClashTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given two overlapping favourites, when one is shown, then it says which it clashes with and its priority; set to high, it says the other gives way, and the other's page still says it clashes"
    )
    func clashAndPriority() throws {
        let core = try ConbookTestContext(favourites: [Sample.artShow.id, Sample.fursuitParade.id])
        let parade = EventDetailModuleTestContext(core: core, event: Sample.fursuitParade.id)
        let tour = EventDetailModuleTestContext(core: core, event: Sample.artShow.id)

        #expect(parade.scene.viewModel?.clashes == ["Clashes with Art Show Tour (14:00–15:00, Panel Room)"])
        #expect(parade.scene.viewModel?.priority == "normal")

        parade.scene.simulateSettingPriority(high: true)

        #expect(
            parade.scene.viewModel?.clashes == [
                "Overlaps Art Show Tour (14:00–15:00, Panel Room), which gives way: this one has high priority"
            ])
        #expect(parade.scene.viewModel?.priority == "high")
        #expect(tour.scene.viewModel?.clashes == ["Clashes with Fursuit Parade (14:30–16:00, Main Stage)"])
    }

    @Test(
        "Given two overlapping favourites, when the source cancels one (it stays, tagged cancelled), then the other no longer clashes with it"
    )
    func cancelledDoesNotClash() throws {
        var content = Sample.content
        var cancelledTour = Sample.artShow
        cancelledTour.tags.append(Event.cancelledTag)
        content[Event.self].upsert(cancelledTour)
        let core = try ConbookTestContext.storing(content, favourites: [Sample.artShow.id, Sample.fursuitParade.id])
        let parade = EventDetailModuleTestContext(core: core, event: Sample.fursuitParade.id)

        #expect(parade.scene.viewModel?.clashes == [])
    }

    @Test("Given an event overlapping a favourite but not a favourite itself, when shown, then it lists no clash and no priority")
    func notFavourite() throws {
        let core = try ConbookTestContext(favourites: [Sample.fursuitParade.id])
        let tour = EventDetailModuleTestContext(core: core, event: Sample.artShow.id)

        #expect(tour.scene.viewModel?.clashes == [])
        #expect(tour.scene.viewModel?.priority == nil)
    }

    @Test("Given a store that cannot save, when the priority is set, then an error is shown and the priority stays")
    func unsaved() throws {
        let core = try ConbookTestContext(favourites: [Sample.artShow.id, Sample.fursuitParade.id])
        let parade = EventDetailModuleTestContext(core: core, event: Sample.fursuitParade.id)
        core.store.failsWrites = true

        parade.scene.simulateSettingPriority(high: true)

        #expect(parade.scene.errorMessage?.hasPrefix("The priority could not be saved") == true)
        #expect(parade.scene.viewModel?.priority == "normal")
    }
}
