import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: what shows first")
struct BootTests {
    private typealias Sample = SampleConvention

    @Test("Given no stored data, when the app starts, then the download shows first, then the sections")
    func firstLaunchDownloadsThenShowsContent() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: nil))

        app.director.start()
        #expect(app.visible(CapturingPreloadScene.self) != nil)
        await app.core.settle()

        #expect(
            app.navigator.sectionTitles == [
                "News", "Announcements", "Schedule", "Changes", "Hidden", "People", "Dealers", "Maps", "Knowledge", "Messages",
                "Lost & Found",
                "Artist Alley",
            ])
        #expect(app.navigator.selectedSectionTitle == "News")
        #expect(app.news?.viewModel != nil)
        #expect(app.schedule?.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
    }

    @Test(
        "Given no stored data and an unreachable source, when the first download fails and the user cancels, then the session ends"
    )
    func cancelledFirstLaunch() async throws {
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(failingWith: .unreachable("offline")))
        let app = AppTestEnvironment(core: core)
        await app.start()
        let preload = try #require(app.visible(CapturingPreloadScene.self))
        #expect(preload.failureMessage == "The convention's data source could not be reached: offline")

        preload.simulateCancel()

        #expect(app.navigator.isClosed)
        #expect(app.navigator.sectionTitles.isEmpty)
    }

    @Test("Given stored data, when the app starts, then the content shows at once and a delta refresh runs in the background")
    func launchWithDataRefreshesInTheBackground() async throws {
        let core = try ConbookTestContext()
        let app = AppTestEnvironment(core: core)

        app.director.start()
        #expect(
            app.navigator.sectionTitles == [
                "News", "Announcements", "Schedule", "Changes", "Hidden", "People", "Dealers", "Maps", "Knowledge", "Messages",
                "Lost & Found",
                "Artist Alley",
            ])
        await core.settle()

        #expect(core.api.requests == [Sample.serverTime])
        #expect(app.sceneFactory.madeScenes.contains { $0 is CapturingPreloadScene } == false)
    }

    @Test(
        "Given stored data and a Director told not to refresh on start (the bundled demo), when the app starts, then the content shows and nothing is fetched until the user refreshes"
    )
    func launchWithoutRefreshOnStart() async throws {
        let core = try ConbookTestContext()
        let app = AppTestEnvironment(core: core, refreshingOnStart: false)

        await app.start()
        #expect(app.navigator.sectionTitles.first == "News")
        #expect(core.api.requests == [])

        app.news?.simulateRefreshRequest()
        await core.settle()
        #expect(core.api.requests == [Sample.serverTime])
    }

    @Test("Given stored data and a failing source, when the app starts, then the content stays and the failure is shown")
    func backgroundRefreshFailureKeepsTheContent() async throws {
        let core = try ConbookTestContext(
            api: StubConventionAPI(failingWith: .serverError(status: 500, reason: "Internal Server Error")))
        let app = AppTestEnvironment(core: core)

        await app.start()

        #expect(app.schedule?.listedTitles.isEmpty == false)
        #expect(
            app.news?.refreshStatus == .failed("The convention's server answered with an error (HTTP 500 Internal Server Error).")
        )
    }
}
