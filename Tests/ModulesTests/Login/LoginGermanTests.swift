import ConbookCore
import ConbookLogin
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Login in German")
struct LoginGermanTests {
    private func login(_ core: ConbookTestContext) -> CapturingLoginScene {
        let scene = CapturingLoginScene()
        LoginModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingLoginModuleDelegate())
        scene.simulateSceneDidLoad()
        return scene
    }

    @Test("Given the Core in German, when details that are not right are submitted, then each reason is a German sentence")
    func refusalsInGerman() throws {
        let scene = login(try ConbookTestContext(language: .german))
        #expect(scene.viewModel?.title == "Anmelden")

        scene.simulateSubmitting(registrationNumber: "forty-two", username: "Some Guy", password: "pw")
        #expect(
            scene.viewModel?.status == .failed("Die Registrierungsnummer ist nicht richtig: Sie muss eine Zahl sein, etwa 42."))
        scene.simulateSubmitting(registrationNumber: "42", username: "", password: "pw")
        #expect(scene.viewModel?.status == .failed("Der Benutzername fehlt."))
    }

    @Test(
        "Given the Core in German, when wrong and then right details are submitted, then it says so and then as whom it logged in, in German"
    )
    func loginInGerman() async throws {
        let core = try ConbookTestContext(language: .german)
        let scene = login(core)

        scene.simulateSubmitting(registrationNumber: "42", username: "Some Guy", password: "nope")
        await core.settle()
        #expect(scene.viewModel?.status == .failed("Registrierungsnummer, Benutzername oder Passwort ist falsch."))
        scene.simulateSubmitting(registrationNumber: "42", username: "Some Guy", password: "p4s5w0rd")
        await core.settle()

        #expect(scene.viewModel?.status == .loggedIn("Angemeldet als Some Guy (Registrierungsnummer 42)."))
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(LoginTexts.languageDifferences == [])
    }
}
