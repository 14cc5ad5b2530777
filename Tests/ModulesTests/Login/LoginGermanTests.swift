import ConbookCore
import ConbookLogin
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Login in German")
struct LoginGermanTests {
    @Test("Given the Core in German, when the login opens and comes back, then the address and the account are worded in German")
    func loginInGerman() async throws {
        let core = try ConbookTestContext(language: .german)
        let scene = CapturingLoginScene()
        LoginModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingLoginModuleDelegate())
        scene.simulateSceneDidLoad()
        #expect(scene.viewModel?.title == "Anmelden")
        await core.settle()

        guard case .loggedIn(let account)? = scene.viewModel?.status else {
            Issue.record("not logged in: \(String(describing: scene.viewModel))")
            return
        }
        #expect(account.heading == "Angemeldet als Some Guy.")
        #expect(account.facts.first == "Registrierung 42: CheckedIn")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(LoginTexts.languageDifferences == [])
    }
}
