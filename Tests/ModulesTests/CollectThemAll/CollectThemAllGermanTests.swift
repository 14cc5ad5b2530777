import ConbookCollectThemAll
import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Collect them all in German")
struct CollectThemAllGermanTests {
    @Test(
        "Given no login and the Core in German, when the scene loads, then the game keeps its name and the explanation and obstacle are German"
    )
    func loginNeededInGerman() throws {
        let core = try ConbookTestContext(language: .german)
        let scene = CapturingCollectThemAllScene()
        CollectThemAllModuleBuilder(conbook: core.conbook).build(scene: scene)

        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.title == "Collect them all")
        #expect(scene.viewModel?.explanation.hasPrefix("Das Spiel der Convention") == true)
        #expect(
            scene.viewModel?.obstacle
                == "Zum Spielen musst du angemeldet sein: Das Spiel gehört persönlich zu einer Anmeldung bei TESTCON26.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(CollectThemAllTexts.languageDifferences == [])
    }
}
