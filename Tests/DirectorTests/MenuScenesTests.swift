import ConbookAbout
import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the menu's scenes over a section")
struct MenuScenesTests {
    @Test(
        "Given a menu scene shown over the Schedule, when the user switches to Changes and back, then the Schedule shows: the menu scene left with its section",
        arguments: [MenuScene.about, .settings, .timetable, .collectThemAll])
    func menuSceneLeavesWithItsSection(scene: MenuScene) async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        app.director.show(scene)
        #expect(!(app.navigator.visibleScene is CapturingScheduleScene))

        app.selectSection("Changes")
        app.selectSection("Schedule")

        #expect(app.navigator.visibleScene is CapturingScheduleScene)
        #expect(app.navigator.stacks[2].count == 1)
    }

    @Test(
        "Given an event opened from the Schedule, when the user switches to Changes and back, then the event still shows: only menu scenes leave"
    )
    func openedContentStays() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Dance Party")

        app.selectSection("Changes")
        app.selectSection("Schedule")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Dance Party")
    }

    @Test("Given About over an event opened from the Schedule, when the user switches sections and back, then the event shows")
    func menuSceneOverOpenedContent() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Dance Party")
        app.director.show(.about)

        app.selectSection("Changes")
        app.selectSection("Schedule")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Dance Party")
    }
}
