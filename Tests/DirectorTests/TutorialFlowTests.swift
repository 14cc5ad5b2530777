import ConbookCore
import ConbookDirector
import ConbookPreload
import ConbookTesting
import ConbookTutorial
import Testing

@MainActor
@Suite("Director: the first start from a live source")
struct TutorialFlowTests {
    private let source = SourceDescription(name: "https://app.eurofurence.org/EF27/api")

    @Test(
        "Given nothing stored and a source to confirm, when the app starts, then the introduction asks first and nothing is downloaded; yes downloads and shows the content"
    )
    func acceptDownloads() async throws {
        let core = try ConbookTestContext(stored: nil)
        let app = AppTestEnvironment(core: core, confirmingFirstDownloadFrom: source)

        await app.start()
        let tutorial = try #require(app.visible(CapturingTutorialScene.self))
        #expect(core.api.requests.isEmpty)

        tutorial.simulateAccepting()
        await core.settle()

        #expect(core.api.requests.count == 1)
        #expect(app.navigator.sectionTitles.first == "News")
    }

    @Test("Given the introduction, when the user declines, then the session ends without a download")
    func declineCloses() async throws {
        let core = try ConbookTestContext(stored: nil)
        let app = AppTestEnvironment(core: core, confirmingFirstDownloadFrom: source)
        await app.start()

        app.visible(CapturingTutorialScene.self)?.simulateDeclining()

        #expect(app.navigator.isClosed)
        #expect(core.api.requests.isEmpty)
    }

    @Test("Given stored data, or no source to confirm, when the app starts, then no introduction shows")
    func noIntroduction() async throws {
        let stored = AppTestEnvironment(core: try ConbookTestContext(), confirmingFirstDownloadFrom: source)
        await stored.start()
        #expect(stored.navigator.sectionTitles.first == "News")

        let unconfirmed = AppTestEnvironment(core: try ConbookTestContext(stored: nil))
        unconfirmed.director.start()
        #expect(unconfirmed.visible(CapturingPreloadScene.self) != nil)
    }
}
