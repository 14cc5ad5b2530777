import ConbookCore
import ConbookDirector
import ConbookPreload
import ConbookSettings
import ConbookTesting
import Testing

@MainActor
@Suite("Director: Settings")
struct SettingsFlowTests {
    @Test(
        "Given Settings opened, when the convention's data is cleared, then the download shows and the content follows, favourites kept"
    )
    func clearingDownloadsAgain() async throws {
        let core = try ConbookTestContext(favourites: [SampleConvention.opening.id])
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.director.show(.settings)
        let settings = try #require(app.visible(CapturingSettingsScene.self))

        settings.simulateRequestingClearing()
        settings.simulateConfirmingClearing()
        #expect(app.navigator.standaloneScene is CapturingPreloadScene)
        await core.settle()

        #expect(app.navigator.sectionTitles.first == "News")
        #expect(core.conbook.hasContent)
        #expect(core.api.requests.last == .some(nil))
        #expect(try core.store.loadFavourites() == [SampleConvention.opening.id])
    }

    @Test("Given the first download not done, when Settings is asked for, then nothing opens")
    func notBeforeTheContent() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: nil, api: StubConventionAPI([])))
        app.director.start()

        app.director.show(.settings)

        #expect(app.visible(CapturingSettingsScene.self) == nil)
    }
}
