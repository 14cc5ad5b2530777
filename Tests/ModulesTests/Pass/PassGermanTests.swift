import ConbookCore
import ConbookModuleKit
import ConbookPass
import ConbookTesting
import Testing

@MainActor
@Suite("Badge pass in German")
struct PassGermanTests {
    private func pass(_ core: ConbookTestContext) -> CapturingPassScene {
        let scene = CapturingPassScene()
        PassModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingPassModuleDelegate())
        scene.simulateSceneDidLoad()
        return scene
    }

    @Test("Given a logged-in attendee and the Core in German, when the pass shows, then its words are German")
    func passInGerman() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account, language: .german)
        core.attendeeAPI?.servePass(SamplePass.pass)
        let scene = pass(core)
        await core.settle()

        #expect(scene.viewModel?.title == "Badge-Pass")
        #expect(scene.viewModel?.holder == "Der Badge-Pass von Some Guy · Registrierung 42")
        #expect(scene.viewModel?.note == "Zeige diesen Code bei der Registrierung, um dein Badge abzuholen.")
        #expect(scene.picture == SamplePass.picture)
    }

    @Test("Given nobody logged in and the Core in German, when the scene appears, then it asks in German to log in")
    func loginPromptInGerman() async throws {
        let scene = pass(try ConbookTestContext(language: .german))

        #expect(scene.viewModel?.obstacle == "Melde dich an, um deinen Badge-Pass zu sehen (anmelden).")
    }

    @Test("Given no registration and the Core in German, when the scene appears, then it says so in German")
    func noRegistrationInGerman() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account, language: .german)
        let scene = pass(core)
        await core.settle()

        #expect(scene.viewModel?.obstacle?.hasPrefix("Der Server der Convention kennt keine Registrierung von dir") == true)
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(PassTexts.languageDifferences == [])
    }
}
