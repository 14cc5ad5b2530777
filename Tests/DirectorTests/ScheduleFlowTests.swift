import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the Schedule section's flow")
struct ScheduleFlowTests {
    @Test(
        "Given the Schedule section, when the user chooses an event, then its detail opens there; back returns to the schedule, then to the section shown before"
    )
    func scheduleRowOpensDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")

        app.schedule?.simulateSelectingEvent(titled: "Drawing Paws")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Drawing Paws")
        #expect(app.navigator.selectedSectionTitle == "Schedule")
        #expect(app.goBack())
        #expect(app.visible(CapturingScheduleScene.self) === app.schedule)
        #expect(app.goBack())
        #expect(app.navigator.selectedSectionTitle == "News")
        #expect(!app.goBack())
    }

    @Test(
        "Given an open event, when the user favourites it, then the schedule marks it and News lists it under today's favourites")
    func favouriteIsSeenEverywhere() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Dance Party")

        app.visible(CapturingEventDetailScene.self)?.simulateTogglingFavourite()
        app.goBack()
        app.selectSection("News")

        #expect(app.visible(CapturingEventDetailScene.self) == nil)
        #expect(app.schedule?.row(titled: "Dance Party")?.isFavourite == true)
        #expect(app.news?.eventTitles(inSection: "Today's favourites") == ["Dance Party"])
    }
}
