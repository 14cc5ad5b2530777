import ConbookCollectThemAll
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Collect them all")
struct CollectThemAllModuleTests {
    @Test(
        "Given a downloaded convention and no login, when the scene loads, then it explains the game and says a login is needed, with no address"
    )
    func loginNeeded() throws {
        let core = try ConbookTestContext()
        let scene = CapturingCollectThemAllScene()
        CollectThemAllModuleBuilder(conbook: core.conbook).build(scene: scene)

        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.title == "Collect them all")
        #expect(scene.viewModel?.explanation.contains("collect their badges") == true)
        #expect(scene.viewModel?.obstacle == "Playing needs a login: the game is personal to an attendee of TESTCON26.")
        #expect(scene.viewModel?.address == nil)
        #expect(scene.viewModel?.shownAddress == nil)
    }

    @Test(
        "Given nothing downloaded, when the scene loads, then it says the convention is not downloaded yet; after the download, that a login is needed"
    )
    func beforeTheDownload() async throws {
        let core = try ConbookTestContext(stored: nil)
        let scene = CapturingCollectThemAllScene()
        CollectThemAllModuleBuilder(conbook: core.conbook).build(scene: scene)
        scene.simulateSceneDidLoad()
        #expect(scene.viewModel?.obstacle == "The convention is not downloaded yet.")

        await core.conbook.refreshConvention.refresh()

        #expect(scene.viewModel?.obstacle?.hasPrefix("Playing needs a login") == true)
    }
}
