import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the content's sections")
struct SectionsTests {
    @Test("Given stored data, when the app starts, then the registered sections show in order, each rooted in its module's scene")
    func sectionsInRegistrationOrder() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        #expect(
            app.navigator.sectionTitles == [
                "News", "Announcements", "Schedule", "Changes", "Hidden", "People", "Dealers", "Maps", "Knowledge", "Messages",
                "Lost & Found",
                "Artist Alley",
            ])
        #expect(app.rootScene(ofSection: "News", as: CapturingNewsScene.self)?.viewModel != nil)
        #expect(app.rootScene(ofSection: "Schedule", as: CapturingScheduleScene.self)?.viewModel != nil)
        #expect(app.rootScene(ofSection: "Changes", as: CapturingChangesScene.self)?.viewModel != nil)
        #expect(app.announcements?.viewModel != nil)
        #expect(app.dealers?.viewModel != nil)
        #expect(app.maps?.viewModel != nil)
        #expect(app.rootScene(ofSection: "Knowledge", as: CapturingKnowledgeScene.self)?.viewModel != nil)
        #expect(app.rootScene(ofSection: "Changes", as: CapturingNewsScene.self) == nil)
        #expect(app.rootScene(ofSection: "Maps", as: CapturingNewsScene.self) == nil)
    }

    @Test("Given two events opened from two sections, when the user switches sections, then each section keeps its own stack")
    func eachSectionKeepsItsStack() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.news?.simulateSelectingEvent(titled: "Drawing Paws", inSection: "Running now")
        app.selectSection("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Dance Party")

        app.selectSection("News")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Drawing Paws")
        app.selectSection("Schedule")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Dance Party")
    }

    @Test("Given the first download finished, when the user opens an event from the new schedule, then its detail opens")
    func contentAfterPreloadIsWired() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: nil))
        await app.start()
        app.selectSection("Schedule")

        app.schedule?.simulateSelectingEvent(titled: "Opening Ceremony")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.when == "Wednesday 19 August, 10:00–11:00 CEST")
    }
}
