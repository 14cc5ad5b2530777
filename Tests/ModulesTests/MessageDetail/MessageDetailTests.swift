import ConbookCore
import ConbookMessageDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Message Detail")
struct MessageDetailModuleTests {
    private func detail(
        _ core: ConbookTestContext, _ id: PrivateMessage.ID
    ) -> (CapturingMessageDetailScene, CapturingMessageDetailModuleDelegate) {
        let scene = CapturingMessageDetailScene()
        let delegate = CapturingMessageDetailModuleDelegate()
        MessageDetailModuleBuilder(conbook: core.conbook).build(scene: scene, message: id, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    @Test("Given an unread message, when it opens, then it shows in full and is marked read, here and on the server")
    func opensAndMarksRead() async throws {
        let core = try ConbookTestContext(
            account: AccountState(
                credential: SampleAttendee.credential, messages: SampleAttendee.messages))
        let (scene, _) = detail(core, SampleAttendee.badge.id)
        await core.settle()

        #expect(scene.viewModel?.id == SampleAttendee.badge.id.rawValue)
        #expect(scene.viewModel?.subject == "Your badge is ready")
        #expect(scene.viewModel?.author == "Registration")
        #expect(scene.viewModel?.received == "Wednesday 19 August 09:00 CEST")
        #expect(scene.viewModel?.body == RichText(plain: "Pick it up at **Registration**."))
        #expect(core.conbook.privateMessages.message(SampleAttendee.badge.id)?.isUnread == false)
        #expect(core.attendeeAPI?.readMarks == [SampleAttendee.badge.id])
    }

    @Test("Given a message with a link, when the link is chosen, then it is reported")
    func followsLinks() async throws {
        var message = SampleAttendee.badge
        message.message = "See [the map](https://convention.example/map)."
        let core = try ConbookTestContext(
            richTextParser: InlineLinkRichTextParser(),
            account: AccountState(credential: SampleAttendee.credential, messages: [message]))
        let (scene, delegate) = detail(core, message.id)

        #expect(scene.simulateSelectingLink(named: "the map"))
        #expect(delegate.followedLinks.map(\.destination) == [.webPage("https://convention.example/map")])
    }

    @Test("Given a message shown, when the attendee logs out, then it says the message is not here")
    func logout() async throws {
        let core = try ConbookTestContext(
            account: AccountState(
                credential: SampleAttendee.credential, messages: SampleAttendee.messages))
        let (scene, _) = detail(core, SampleAttendee.welcome.id)

        try await core.conbook.login.logout()

        #expect(scene.unavailableMessage == "This message is not here: log in to see your messages.")
    }
}
