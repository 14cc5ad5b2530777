import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: moving between scenes")
struct NavigationTests {
    private typealias Sample = SampleConvention

    @Test("Given the Schedule tab, when the user chooses an event, then its detail opens on that tab; back returns to the schedule")
    func scheduleRowOpensDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectTab("Schedule")

        app.schedule?.simulateSelectingEvent(titled: "Drawing Paws")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Drawing Paws")
        #expect(app.navigator.selectedTabTitle == "Schedule")
        #expect(app.goBack())
        #expect(app.visible(CapturingScheduleScene.self) === app.schedule)
        #expect(!app.goBack())
    }

    @Test("Given the News tab, when the user chooses a running event, then its detail opens on the News tab")
    func newsRowOpensDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        app.news?.simulateSelectingEvent(titled: "Opening Ceremony", inSection: "Running now")

        #expect(app.navigator.selectedTabTitle == "News")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Opening Ceremony")
    }

    @Test("Given a favourite a sync removed, when the user opens it from News and unmarks it, then it shows as removed, then leaves News")
    func removedFavouriteOpensFromNews() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id],
            api: StubConventionAPI([
                .success(Sample.fullSync),
                .success(SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(deleted: [Sample.artShow.id]))),
            ]))
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.news?.simulateRefreshRequest()
        await core.settle()

        app.news?.simulateSelectingEvent(titled: "Art Show Tour", inSection: "Favourites removed from the schedule")
        let detail = app.visible(CapturingEventDetailScene.self)
        #expect(detail?.viewModel?.change?.hasPrefix("Removed from the schedule") == true)
        detail?.simulateTogglingFavourite()

        #expect(detail?.unavailableMessage == "This event is no longer in the schedule.")
        #expect(app.goBack())
        #expect(app.news?.section(titled: "Favourites removed from the schedule") == nil)
    }

    @Test("Given an open event, when the user favourites it, then the schedule marks it and News lists it under today's favourites")
    func favouriteIsSeenEverywhere() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectTab("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Dance Party")

        app.visible(CapturingEventDetailScene.self)?.simulateTogglingFavourite()
        app.goBack()
        app.selectTab("News")

        #expect(app.visible(CapturingEventDetailScene.self) == nil)
        #expect(app.schedule?.row(titled: "Dance Party")?.isFavourite == true)
        #expect(app.news?.eventTitles(inSection: "Today's favourites") == ["Dance Party"])
    }

    @Test("Given an update changed an event, when the user chooses it on the Changes tab, then its detail opens there")
    func changesRowOpensDetail() async throws {
        let core = try ConbookTestContext()
        var retitled = Sample.opening
        retitled.title = "Grand Opening"
        core.api.answer(with: .success(SyncResponse(
            conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
            EntityChanges<Event>(changed: [retitled]))))
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.selectTab("Changes")

        app.changes?.simulateSelectingChange(titled: "Grand Opening")

        #expect(app.navigator.selectedTabTitle == "Changes")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.change == "Changed in the last schedule update: title.")
    }

    @Test("Given two events opened from two tabs, when the user switches tabs, then each tab keeps its own stack")
    func eachTabKeepsItsStack() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.news?.simulateSelectingEvent(titled: "Drawing Paws", inSection: "Running now")
        app.selectTab("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Dance Party")

        app.selectTab("News")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Drawing Paws")
        app.selectTab("Schedule")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Dance Party")
    }

    @Test("Given the first download finished, when the user opens an event from the new schedule, then its detail opens")
    func contentAfterPreloadIsWired() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: nil))
        await app.start()
        app.selectTab("Schedule")

        app.schedule?.simulateSelectingEvent(titled: "Opening Ceremony")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.when == "Wednesday 19 August, 10:00–11:00 CEST")
    }
}
