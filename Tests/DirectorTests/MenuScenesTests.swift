import ConbookAbout
import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookFreeTime
import ConbookSchedule
import ConbookTesting
import ConbookWhatsOn
import Testing

@MainActor
@Suite("Director: the menu's scenes over a section")
struct MenuScenesTests {
    @Test(
        "Given a menu scene shown over the Schedule, when the user switches to Changes and back, then the Schedule shows: the menu scene left with its section",
        arguments: CapturingSceneFactory.menuScenes.map(\.word))
    func menuSceneLeavesWithItsSection(word: String) async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        #expect(app.openMenuScene(word))
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

    @Test(
        "Given the declarations, then the menu is About, Settings, the game, the timetable, the free time, What's on, Login and the pass, each worded in both languages"
    )
    func declaresTheMenu() {
        #expect(
            CapturingSceneFactory.menuScenes.map(\.word) == [
                "about", "settings", "collect", "timetable", "free", "now", "login", "pass",
            ])
        for scene in CapturingSceneFactory.menuScenes {
            for language in [Language.english, .german] {
                let summary = scene.summary(in: language)
                #expect(!summary.isEmpty && !summary.contains("Summary") && !summary.contains("{"), "\(scene.word): \(summary)")
            }
        }
        #expect(MenuScene.freeTime.summary(in: .english).contains("or N)"))
        #expect(MenuScene.freeTime.argument?.meaning(in: .german) == "eine Zahl von Minuten, 1 oder mehr")
    }

    @Test(
        "Given the content shown, when the free time is opened with 45 minutes, then it lists gaps of at least 45 minutes; with 0, nothing opens"
    )
    func takesTheFreeTimeArgument() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        #expect(!app.openMenuScene("free", argument: 0))
        #expect(app.visible(CapturingFreeTimeScene.self) == nil)
        #expect(app.openMenuScene("free", argument: 45))

        #expect(app.visible(CapturingFreeTimeScene.self)?.viewModel?.minimumMinutes == 45)
    }

    @Test(
        "Given the content shown, when What's on is opened 11 hours ahead and Dance Party chosen, then the event opens over it; a day and a minute ahead opens nothing"
    )
    func opensWhatsOn() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        #expect(!app.openMenuScene("now", argument: 1441))
        #expect(app.openMenuScene("now", argument: 660))
        #expect(app.visible(CapturingWhatsOnScene.self)?.viewModel?.windowMinutes == 660)
        app.visible(CapturingWhatsOnScene.self)?.simulateSelectingEvent(titled: "Dance Party")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Dance Party")
    }

    @Test("Given the first download under way, when a menu scene is asked for, then nothing opens until the content shows")
    func opensNothingBeforeTheContent() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())

        #expect(!app.openMenuScene("about"))
        #expect(!app.openMenuScene("nonsense"))
    }
}
