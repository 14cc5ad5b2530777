import ConbookCore
import ConbookModuleKit
import ConbookTesting
import ConbookTutorial
import Testing

@MainActor
@Suite("Tutorial in German")
struct TutorialGermanTests {
    @Test(
        "Given German texts, when the introduction appears, then it asks in German, with the last download's size in German numbers"
    )
    func asksInGerman() {
        let scene = CapturingTutorialScene()
        TutorialModuleBuilder(language: .german).build(
            scene: scene,
            source: SourceDescription(name: "https://app.eurofurence.org/EF27/api", lastDownloadSizeInBytes: 944_280),
            delegate: SilentTutorialDelegate())
        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.title == "Willkommen bei Conbook")
        #expect(
            scene.viewModel?.question == "Die Convention jetzt von https://app.eurofurence.org/EF27/api herunterladen? "
                + "Der letzte vollständige Download war 944,3 KB groß.")
    }
}

/// A tutorial delegate that ignores the answers.
@MainActor
private final class SilentTutorialDelegate: TutorialModuleDelegate {
    func tutorialModuleDidAccept() {}
    func tutorialModuleDidDecline() {}

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(TutorialTexts.languageDifferences == [])
    }
}
