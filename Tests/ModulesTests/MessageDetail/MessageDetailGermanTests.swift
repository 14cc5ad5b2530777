import ConbookCore
import ConbookMessageDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Message Detail in German")
struct MessageDetailGermanTests {
    @Test(
        "Given a message shown and the Core in German, when the attendee logs out, then it says in German that the message is not here"
    )
    func logoutInGerman() async throws {
        let core = try ConbookTestContext(
            account: AccountState(credential: SampleAttendee.credential, messages: SampleAttendee.messages), language: .german)
        let scene = CapturingMessageDetailScene()
        MessageDetailModuleBuilder(conbook: core.conbook)
            .build(scene: scene, message: SampleAttendee.welcome.id, delegate: CapturingMessageDetailModuleDelegate())
        scene.simulateSceneDidLoad()

        try await core.conbook.login.logout()

        #expect(scene.unavailableMessage == "Diese Nachricht ist nicht vorhanden: Melde dich an, um deine Nachrichten zu sehen.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(MessageDetailTexts.languageDifferences == [])
    }
}
