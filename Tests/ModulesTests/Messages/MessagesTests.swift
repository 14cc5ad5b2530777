import ConbookCore
import ConbookMessages
import ConbookTesting
import Testing

@MainActor
@Suite("Messages")
struct MessagesModuleTests {
    private func messages(_ core: ConbookTestContext) -> (CapturingMessagesScene, CapturingMessagesModuleDelegate) {
        let scene = CapturingMessagesScene()
        let delegate = CapturingMessagesModuleDelegate()
        MessagesModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    @Test(
        "Given a logged-in attendee, when the scene appears, then the messages are fetched and listed newest first, unread marked, with author and time in the convention's zone"
    )
    func listsMessages() async throws {
        let core = try ConbookTestContext(account: AccountState(credential: SampleAttendee.credential))
        let (scene, _) = messages(core)
        await core.settle()

        #expect(scene.viewModel?.heading == "3 messages · 2 unread")
        #expect(scene.viewModel?.loginPrompt == nil)
        #expect(scene.subjects == ["Your badge is ready", "We found your phone", "Welcome"])
        #expect(scene.unreadSubjects == ["Your badge is ready", "We found your phone"])
        #expect(
            scene.viewModel?.rows.first
                == MessageRowViewModel(
                    id: SampleAttendee.badge.id.rawValue, subject: "Your badge is ready",
                    byline: "Registration · Wednesday 19 August 09:00",
                    preview: "Pick it up at **Registration**.", isUnread: true))
    }

    @Test(
        "Given nobody logged in, when the scene appears, then it says to log in and asks nothing of the server; asking to log in is reported"
    )
    func loggedOut() async throws {
        let core = try ConbookTestContext()
        let (scene, delegate) = messages(core)
        await core.settle()

        #expect(scene.viewModel?.loginPrompt == "Log in to see your messages (log in).")
        #expect(scene.subjects == [])
        #expect(core.attendeeAPI?.requests == [])
        scene.simulateAskingToLogIn()
        #expect(delegate.loginRequests == 1)
    }

    @Test(
        "Given a saved login that cannot be read, when the scene appears, then it says so and asks to log in again; the next login replaces it"
    )
    func unreadableSavedLogin() async throws {
        let core = try ConbookTestContext(
            accountReadFailure: .unreadable(
                location: "accounts/TESTCON26.json", reason: "it is not an account file Conbook wrote"))
        core.accountStore.readFailure = nil
        let (scene, _) = messages(core)
        #expect(
            scene.viewModel?.loginPrompt == "The saved login at accounts/TESTCON26.json could not be read "
                + "(it is not an account file Conbook wrote); log in again to see your messages (log in).")

        try await core.logIn()
        await core.settle()

        #expect(scene.viewModel?.loginPrompt == nil)
        #expect(core.accountStore.saved?.credential.subject == SampleAttendee.subject)
    }

    @Test("Given the scene shown logged out, when the attendee logs in, then the messages are fetched and listed")
    func followsTheLogin() async throws {
        let core = try ConbookTestContext()
        let (scene, _) = messages(core)

        try await core.logIn()
        await core.settle()

        #expect(scene.subjects.count == 3)
    }

    @Test("Given the server fails, when the scene appears, then the messages kept stay listed and the error says why")
    func refreshFails() async throws {
        let core = try ConbookTestContext(
            account: AccountState(
                credential: SampleAttendee.credential, messages: [SampleAttendee.welcome]))
        core.attendeeAPI?.fail(.messages, with: .serverError(status: 500))
        let (scene, _) = messages(core)
        await core.settle()

        #expect(scene.subjects == ["Welcome"])
        #expect(
            scene.errors == [
                "The messages could not be refreshed: The convention's server answered with an error (HTTP 500); nothing was changed. Try again later."
            ])
    }

    @Test("Given the listed messages, when one is chosen, then it is reported")
    func selects() async throws {
        let core = try ConbookTestContext(account: AccountState(credential: SampleAttendee.credential))
        let (scene, delegate) = messages(core)
        await core.settle()

        scene.simulateSelectingMessage(withSubject: "We found your phone")

        #expect(delegate.selectedMessages == [SampleAttendee.lostAndFound.id])
    }

    @Test("Given an ended session or a source without messages, then each says so")
    func expiredOrNotOffered() async throws {
        var credential = SampleAttendee.credential
        credential.refreshToken = nil
        let expired = try ConbookTestContext(account: AccountState(credential: credential))
        expired.clock.set(SampleAttendee.validUntil)
        #expect(
            messages(expired).0.viewModel?.loginPrompt
                == "The session of Some Guy ended; log in again to see your messages (log in). Your favourites are kept.")
        let none = try ConbookTestContext(attendeeAPI: nil)
        #expect(messages(none).0.viewModel?.loginPrompt == "This convention's source has no private messages.")
    }
}
