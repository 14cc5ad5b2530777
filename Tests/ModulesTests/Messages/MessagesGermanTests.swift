import ConbookCore
import ConbookMessages
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Messages in German")
struct MessagesGermanTests {
    private func messages(_ core: ConbookTestContext) -> CapturingMessagesScene {
        let scene = CapturingMessagesScene()
        MessagesModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingMessagesModuleDelegate())
        scene.simulateSceneDidLoad()
        return scene
    }

    @Test(
        "Given a logged-in attendee and the Core in German, when the messages are listed, then the heading counts them in German")
    func countsInGerman() async throws {
        let core = try ConbookTestContext(account: AccountState(credential: SampleAttendee.credential), language: .german)
        let scene = messages(core)
        await core.settle()

        #expect(scene.viewModel?.heading == "3 Nachrichten · 2 ungelesen")
    }

    @Test("Given nobody logged in and the Core in German, when the scene appears, then it asks in German to log in")
    func loginPromptInGerman() throws {
        let scene = messages(try ConbookTestContext(language: .german))

        #expect(scene.viewModel?.heading == "Nachrichten")
        #expect(scene.viewModel?.loginPrompt == "Melde dich an, um deine Nachrichten zu sehen (anmelden).")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(MessagesTexts.languageDifferences == [])
    }
}
