import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Artist Alley: the attendee's own registration in the Core")
struct ArtistAlleyRegistrationUseCaseTests {
    private func loggedIn() throws -> ConbookTestContext {
        try ConbookTestContext(account: SampleAttendee.account)
    }

    private func failure(_ work: () async throws(ArtistAlleyRegistrationError) -> Void) async -> ArtistAlleyRegistrationError? {
        do throws(ArtistAlleyRegistrationError) {
            try await work()
            return nil
        } catch {
            return error
        }
    }

    @Test("Given no registration on the server (404), when the latest is asked for, then there is none")
    func noneIsNil() async throws {
        let core = try loggedIn()

        #expect(try await core.conbook.artistAlleyRegistration.latest() == nil)
        #expect(core.attendeeAPI?.requests == [.latestAlleyRegistration(token: SampleAttendee.token.secret)])
    }

    @Test("Given a form that breaks a rule, when it is requested, then it fails with the rule and nothing is sent")
    func invalidFormIsNotSent() async throws {
        let core = try loggedIn()
        var form = SampleAlley.form
        form.telegramHandle = "abc"

        let error = await failure { () async throws(ArtistAlleyRegistrationError) in
            try await core.conbook.artistAlleyRegistration.request(form)
        }

        #expect(error == .invalid(.telegramHandleInvalid("abc")))
        #expect(core.attendeeAPI?.requests == [])
    }

    @Test("Given a valid form, when it is requested, then the server gets the checked request with the token")
    func sendsTheCheckedRequest() async throws {
        let core = try loggedIn()

        try await core.conbook.artistAlleyRegistration.request(SampleAlley.form)

        let sent = try ArtistAlleyTableRequest(checking: SampleAlley.form)
        #expect(core.attendeeAPI?.requests == [.alleyTableRequest(sent, token: SampleAttendee.token.secret)])
        #expect(core.attendeeAPI?.alleyRegistration?.state == .pending)
    }

    @Test("Given registration closed (403), when a table is requested, then it fails as refused")
    func closedIsRefused() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.alleyTableRequest, with: .forbidden)

        let error = await failure { () async throws(ArtistAlleyRegistrationError) in
            try await core.conbook.artistAlleyRegistration.request(SampleAlley.form)
        }

        #expect(error == .refused)
    }

    @Test("Given the server refusing the content with hostile words, when requested, then its words are kept, cleaned and cut")
    func serversWordsCleaned() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.answerAlleyRequests(
            with: .refused(message: "\u{1B}[31mBad\u{7}\n\n  table " + String(repeating: "x", count: 400)))

        let error = await failure { () async throws(ArtistAlleyRegistrationError) in
            try await core.conbook.artistAlleyRegistration.request(SampleAlley.form)
        }

        guard case .rejectedByServer(let words) = error else {
            Issue.record("not rejected: \(String(describing: error))")
            return
        }
        #expect(words.hasPrefix("[31mBad table xxx"))
        #expect(words.count == 300)
        #expect(words.hasSuffix("…"))
        #expect(!words.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("Given no registration, when the attendee checks out, then there is nothing to check out")
    func nothingToCheckOut() async throws {
        let core = try loggedIn()

        let error = await failure { () async throws(ArtistAlleyRegistrationError) in
            try await core.conbook.artistAlleyRegistration.checkOut()
        }

        #expect(error == .nothingToCheckOut)
        #expect(core.attendeeAPI?.requests == [.alleyCheckOut(token: SampleAttendee.token.secret)])
    }

    @Test("Given nobody logged in, or a server without the alley (501), or no attendee services, then each says so")
    func notLoggedInOrNotOffered() async throws {
        let loggedOut = try ConbookTestContext()
        #expect(
            await failure { () async throws(ArtistAlleyRegistrationError) in
                _ = try await loggedOut.conbook.artistAlleyRegistration.latest()
            } == .notLoggedIn)

        let core = try loggedIn()
        core.attendeeAPI?.fail(.alleyRegistration, with: .serverError(status: 501))
        #expect(
            await failure { () async throws(ArtistAlleyRegistrationError) in
                _ = try await core.conbook.artistAlleyRegistration.latest()
            } == .notOffered)

        let none = try ConbookTestContext(attendeeAPI: nil)
        #expect(
            await failure { () async throws(ArtistAlleyRegistrationError) in
                try await none.conbook.artistAlleyRegistration.checkOut()
            } == .notOffered)
    }

    @Test("Given a server failing, when the latest is asked for, then the error says why and holds no token")
    func failureWithoutToken() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.alleyRegistration, with: .serverError(status: 500))

        let error = await failure { () async throws(ArtistAlleyRegistrationError) in
            _ = try await core.conbook.artistAlleyRegistration.latest()
        }

        #expect(error == .failed(.api(.serverError(status: 500))))
        #expect(error?.description.contains(SampleAttendee.token.secret) == false)
    }
}
