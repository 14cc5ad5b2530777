import ConbookCore
import ConbookDirector
import ConbookLogin
import ConbookMessageDetail
import ConbookMessages
import ConbookTesting
import Testing

@MainActor
@Suite("Director: Messages and the authenticated route")
struct MessagesFlowTests {
    private func messages(_ app: AppTestEnvironment) -> CapturingMessagesScene? {
        app.navigator.rootScene(ofSection: "Messages")
    }

    @Test(
        "Given Messages while logged out, when the user asks to log in and logs in, then Login opens on top, closes once logged in, and the messages are listed"
    )
    func loginThenMessages() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Messages")
        #expect(messages(app)?.viewModel?.loginPrompt != nil)

        try #require(app.core.attendeeAPI?.identityProvider).setRedirect(.heldForTest)
        messages(app)?.simulateAskingToLogIn()
        #expect(app.visible(CapturingLoginScene.self) != nil)
        await app.core.settle()
        try #require(app.core.attendeeAPI?.identityProvider).deliverRedirect()
        await app.core.settle()

        #expect(app.visible(CapturingLoginScene.self) == nil)
        #expect(app.visible(CapturingMessagesScene.self) === messages(app))
        #expect(messages(app)?.subjects.count == 3)
    }

    @Test("Given Login opened from the menu on Schedule, when the user gives up, then they are back where they were")
    func cancelReturns() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")

        app.director.show(.login)
        app.visible(CapturingLoginScene.self)?.simulateCancelling()

        #expect(app.navigator.selectedSectionTitle == "Schedule")
        #expect(app.navigator.stacks[2].count == 1)
    }

    @Test("Given a logged-in attendee on Messages, when a message is chosen, then it opens on top and is marked read")
    func opensAMessage() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(account: AccountState(credential: SampleAttendee.credential)))
        await app.start()
        app.selectSection("Messages")
        await app.core.settle()

        messages(app)?.simulateSelectingMessage(withSubject: "Your badge is ready")
        await app.core.settle()

        #expect(app.visible(CapturingMessageDetailScene.self)?.viewModel?.subject == "Your badge is ready")
        #expect(app.core.attendeeAPI?.readMarks == [SampleAttendee.badge.id])
        #expect(app.goBack())
        #expect(messages(app)?.unreadSubjects == ["We found your phone"])
    }

    @Test(
        "Given a logged-in attendee, when Login is opened from the menu, then it says who is logged in and stays until the user goes back"
    )
    func loginWhileLoggedIn() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(account: SampleAttendee.account))
        await app.start()

        app.director.show(.login)

        guard case .loggedIn(let account)? = app.visible(CapturingLoginScene.self)?.viewModel?.status else {
            Issue.record("the account is not shown")
            return
        }
        #expect(account.heading == "Logged in as Some Guy.")
        #expect(app.goBack())
        #expect(app.visible(CapturingLoginScene.self) == nil)
    }
}
