import ConbookCollectThemAll
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Director: Collect them all")
struct CollectThemAllFlowTests {
    @Test(
        "Given the content shown, when the game is opened from the menu, then it shows on top of the selected section, says a login is needed, and back returns"
    )
    func opensFromTheMenu() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Knowledge")

        app.director.show(.collectThemAll)

        #expect(app.navigator.selectedSectionTitle == "Knowledge")
        #expect(app.visible(CapturingCollectThemAllScene.self)?.viewModel?.obstacle?.hasPrefix("Playing needs a login") == true)
        #expect(app.goBack())
        #expect(app.visible(CapturingCollectThemAllScene.self) == nil)
    }

    @Test("Given the first download still running, when the game is asked for, then nothing opens")
    func notBeforeTheContent() throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: nil))
        app.director.start()

        app.director.show(.collectThemAll)

        #expect(app.visible(CapturingCollectThemAllScene.self) == nil)
    }
}
