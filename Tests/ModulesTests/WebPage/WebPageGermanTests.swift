import ConbookCore
import ConbookModuleKit
import ConbookTesting
import ConbookWebPage
import Testing

@MainActor
@Suite("Web page in German")
struct WebPageGermanTests {
    @Test("Given German texts, when a mail address is shown, then it says in German what it is")
    func mailInGerman() {
        let scene = CapturingWebPageScene()
        #expect(
            WebPageModuleBuilder(language: .german).build(scene: scene, destination: .mail("web@eurofurence.org"), named: " "))
        scene.simulateSceneDidLoad()

        #expect(
            scene.viewModel
                == WebPageViewModel(
                    title: "web@eurofurence.org", kind: "E-Mail", shownAddress: "web@eurofurence.org",
                    address: "mailto:web@eurofurence.org",
                    note: "Eine E-Mail-Adresse; beim Öffnen beginnst du eine E-Mail an sie."))
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(WebPageTexts.languageDifferences == [])
    }
}
