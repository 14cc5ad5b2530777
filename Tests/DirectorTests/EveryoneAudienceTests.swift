import ConbookCore
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Director: a session for everyone (a public guide)")
struct EveryoneAudienceTests {
    @Test("Given a session for everyone, when it starts, then only the sections that show the same to every visitor show")
    func onlyPublicSections() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(), audience: .everyone)
        await app.start()

        #expect(
            app.navigator.sectionTitles == [
                "Announcements", "Schedule", "Changes", "People", "Dealers", "Maps", "Knowledge", "Artist Alley",
            ])
        #expect(app.schedule?.viewModel != nil)
    }

    @Test("Given a session for everyone, when a personal menu scene is asked for, then nothing opens; a public one opens")
    func personalMenuScenesRefused() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(), audience: .everyone)
        await app.start()

        for scene in [MenuScene.settings, .login, .pass, .freeTime, .collectThemAll] {
            #expect(app.director.show(scene) == false, "\(scene.word)")
        }
        #expect(app.director.show(.about))
        #expect(CapturingSceneFactory.menuScenes(for: .everyone).map(\.word) == ["about", "timetable", "now"])
    }

    @Test("Given a session for one attendee, when it starts, then every section and menu scene is offered")
    func attendeeGetsEverything() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        #expect(app.navigator.sectionTitles.contains("Messages"))
        #expect(app.director.show(.settings))
        #expect(CapturingSceneFactory.menuScenes(for: .attendee) == CapturingSceneFactory.menuScenes)
    }
}
