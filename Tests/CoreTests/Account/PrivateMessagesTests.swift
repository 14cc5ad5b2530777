import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Private messages: refresh, read marks that reach the server, 401")
struct PrivateMessagesTests {
    private typealias Attendee = SampleAttendee

    private func loggedIn(messages: [PrivateMessage] = []) throws -> ConbookTestContext {
        try ConbookTestContext(account: AccountState(credential: Attendee.credential, messages: messages))
    }

    @Test(
        "Given a logged-in attendee, when the messages are refreshed, then they are kept, newest first, with the unread counted")
    func refresh() async throws {
        let core = try loggedIn()

        try await core.conbook.privateMessages.refresh()

        #expect(
            core.conbook.privateMessages.messages().map(\.subject) == ["Your badge is ready", "We found your phone", "Welcome"])
        #expect(core.conbook.privateMessages.unreadCount == 2)
        #expect(core.accountStore.saved?.messages.count == 3)
        #expect(core.attendeeAPI?.requests == [.messages(token: Attendee.token.secret)])
    }

    @Test("Given an unread message, when opened, then it is read here at once and the server gets the mark with the token")
    func openMarksRead() async throws {
        let core = try loggedIn(messages: Attendee.messages)

        let opened = try await core.conbook.privateMessages.open(Attendee.badge.id)

        #expect(opened?.readAt == core.clock.now)
        #expect(core.conbook.privateMessages.unreadCount == 1)
        #expect(core.attendeeAPI?.requests == [.markRead(Attendee.badge.id, token: Attendee.token.secret)])
        #expect(core.accountStore.saved?.unsentReads == [])
    }

    @Test(
        "Given the server fails the read mark, when a message is opened, then it stays read here, and the next refresh sends the mark before fetching the list, which still says unread"
    )
    func readMarkRetried() async throws {
        let core = try loggedIn(messages: Attendee.messages)
        core.attendeeAPI?.fail(.markRead, with: .timedOut(seconds: 30))

        try await core.conbook.privateMessages.open(Attendee.badge.id)
        #expect(core.accountStore.saved?.unsentReads == [Attendee.badge.id])
        #expect(core.conbook.privateMessages.message(Attendee.badge.id)?.isUnread == false)

        core.attendeeAPI?.fail(.markRead, with: nil)
        try await core.conbook.privateMessages.refresh()

        #expect(core.attendeeAPI?.readMarks == [Attendee.badge.id])
        #expect(core.accountStore.saved?.unsentReads == [])
        #expect(core.conbook.privateMessages.message(Attendee.badge.id)?.isUnread == false)
        #expect(core.attendeeAPI?.requests.last == .messages(token: Attendee.token.secret))
    }

    @Test("Given a read mark still failing, when refreshed, then the refresh fails with why, and the list and the mark are kept")
    func refreshFailsWhileTheMarkFails() async throws {
        let core = try loggedIn(messages: Attendee.messages)
        core.attendeeAPI?.fail(.markRead, with: .serverError(status: 500))
        try await core.conbook.privateMessages.open(Attendee.lostAndFound.id)

        await #expect(throws: LoginError.api(.serverError(status: 500))) {
            try await core.conbook.privateMessages.refresh()
        }

        #expect(core.accountStore.saved?.unsentReads == [Attendee.lostAndFound.id])
        #expect(core.conbook.privateMessages.messages().count == 3)
    }

    @Test(
        "Given the server refuses even a renewed token, when the messages are refreshed, then the attendee is logged out, told the session ended, and the messages are gone"
    )
    func unauthorizedLogsOut() async throws {
        let core = try loggedIn(messages: Attendee.messages)
        core.attendeeAPI?.fail(.messages, with: .unauthorized)

        await #expect(throws: LoginError.sessionEnded) { try await core.conbook.privateMessages.refresh() }

        #expect(core.conbook.login.status() == .sessionEnded(name: "Some Guy"))
        #expect(core.accountStore.saved == nil)
        #expect(core.conbook.privateMessages.messages() == [])
    }

    @Test("Given a logged-in attendee, when a sync finishes, then the messages are fetched too; logged out, they are not")
    func afterEverySync() async throws {
        let core = try loggedIn()
        await core.conbook.refreshConvention.refresh()
        await core.settle()
        #expect(core.conbook.privateMessages.messages().count == 3)

        try await core.conbook.login.logout()
        await core.conbook.refreshConvention.refresh()
        await core.settle()
        #expect(core.attendeeAPI?.requests.count == 1)
    }

    @Test(
        "Given two refreshes asked for at once (the list's and the one after a login), then the server is asked once and both end with the list"
    )
    func refreshesJoin() async throws {
        let core = try loggedIn()

        async let first: Void = core.conbook.privateMessages.refresh()
        async let second: Void = core.conbook.privateMessages.refresh()
        _ = try await (first, second)

        #expect(core.attendeeAPI?.requests == [.messages(token: Attendee.token.secret)])
        #expect(core.conbook.privateMessages.messages().count == 3)
    }

    @Test(
        "Given the server refuses even a renewed token, when a message is opened, then it is read here and the session ends"
    )
    func unauthorizedReadMarkLogsOut() async throws {
        let core = try loggedIn(messages: Attendee.messages)
        core.attendeeAPI?.fail(.markRead, with: .unauthorized)

        let opened = try await core.conbook.privateMessages.open(Attendee.badge.id)

        #expect(opened?.isUnread == false)
        #expect(core.conbook.login.status() == .sessionEnded(name: "Some Guy"))
        #expect(core.accountStore.saved == nil)
    }

    @Test("Given nobody logged in, when the messages are refreshed, then a login is needed and the server is not asked")
    func notLoggedIn() async throws {
        let core = try ConbookTestContext()
        await #expect(throws: LoginError.notLoggedIn) { try await core.conbook.privateMessages.refresh() }
        #expect(core.attendeeAPI?.requests == [])
    }
}
