import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Login: the rules of an attendee's login")
struct LoginTests {
    private typealias Attendee = SampleAttendee

    @Test(
        "Given nobody logged in, when the attendee logs in with the right details, then the login is kept and they are logged in")
    func logsIn() async throws {
        let core = try ConbookTestContext()
        #expect(core.conbook.login.status() == .loggedOut)

        let attendee = try await core.conbook.login.login(Attendee.loginRequest)

        #expect(attendee.username == "Some Guy")
        #expect(core.conbook.login.status() == .loggedIn(attendee))
        #expect(core.accountStore.saved?.credential == Attendee.credential)
        #expect(core.attendeeAPI?.requests == [.login(registrationNumber: 42, username: "Some Guy")])
    }

    @Test("Given a logged-in attendee, when they log in again, then they are answered at once, without asking the server")
    func loginWhileLoggedIn() async throws {
        let core = try ConbookTestContext(account: AccountState(credential: Attendee.credential))

        let attendee = try await core.conbook.login.login(
            try LoginRequest(registrationNumber: "7", username: "Someone Else", password: "x"))

        #expect(attendee.username == "Some Guy")
        #expect(core.attendeeAPI?.requests == [])
    }

    @Test(
        "Given details that are not right, when checked, then the field and why are named",
        arguments: [
            ("", "Some Guy", "pw", LoginError.invalid(.registrationNumberMissing)),
            ("4x2", "Some Guy", "pw", .invalid(.registrationNumberNotANumber)),
            ("-3", "Some Guy", "pw", .invalid(.registrationNumberNotANumber)),
            ("0", "Some Guy", "pw", .invalid(.registrationNumberNotANumber)),
            ("99999999999", "Some Guy", "pw", .invalid(.registrationNumberNotANumber)),
            ("42", "  ", "pw", .invalid(.usernameMissing)),
            ("42", "Some Guy", "", .invalid(.passwordMissing)),
        ])
    func refusedDetails(number: String, username: String, password: String, expected: LoginError) {
        #expect(throws: expected) { try LoginRequest(registrationNumber: number, username: username, password: password) }
    }

    @Test(
        "Given wrong details, a locked account, a server error and a store that fails, when logging in, then each says why and nothing is kept"
    )
    func failures() async throws {
        let core = try ConbookTestContext()
        let login = core.conbook.login

        await #expect(throws: LoginError.wrongCredentials) {
            try await login.login(try LoginRequest(registrationNumber: "42", username: "Some Guy", password: "wrong"))
        }
        core.attendeeAPI?.fail(.login, with: .forbidden)
        await #expect(throws: LoginError.accountLocked) { try await login.login(Attendee.loginRequest) }
        core.attendeeAPI?.fail(.login, with: .serverError(status: 503))
        await #expect(throws: LoginError.api(.serverError(status: 503))) { try await login.login(Attendee.loginRequest) }
        core.attendeeAPI?.fail(.login, with: nil)
        core.accountStore.writeFailure = .writeFailed(location: "account", reason: "disk full")
        await #expect(throws: LoginError.store(.writeFailed(location: "account", reason: "disk full"))) {
            try await login.login(Attendee.loginRequest)
        }

        #expect(core.accountStore.saved == nil)
        #expect(login.status() == .loggedOut)
    }

    @Test("Given a login kept, when the clock passes its validity, then it counts no more and says it expired")
    func expiry() throws {
        let core = try ConbookTestContext(account: AccountState(credential: Attendee.credential))
        #expect(
            core.conbook.login.status()
                == .loggedIn(
                    LoggedInAttendee(
                        username: "Some Guy", registrationNumber: 42, validUntil: Attendee.validUntil)))

        core.clock.set(Attendee.validUntil)

        #expect(core.conbook.login.status() == .expired(username: "Some Guy"))
        #expect(core.conbook.privateMessages.messages() == [])
    }

    @Test("Given a login kept but expired, when wrong details are given, then it says so and the stored login is left as it was")
    func wrongDetailsKeepTheStoredLogin() async throws {
        let state = AccountState(credential: Attendee.credential, messages: Attendee.messages)
        let core = try ConbookTestContext(account: state)
        core.clock.set(Attendee.validUntil)

        await #expect(throws: LoginError.wrongCredentials) {
            try await core.conbook.login.login(try LoginRequest(registrationNumber: "42", username: "Some Guy", password: "no"))
        }

        #expect(core.accountStore.saved == state)
        #expect(core.conbook.login.status() == .expired(username: "Some Guy"))
    }

    @Test(
        "Given a logged-in attendee with messages, when they log out, then the login and the messages are gone; when that cannot be saved, they stay logged in"
    )
    func logout() throws {
        let state = AccountState(credential: Attendee.credential, messages: Attendee.messages)
        let core = try ConbookTestContext(account: state)
        core.accountStore.writeFailure = .writeFailed(location: "account", reason: "read-only")

        #expect(throws: LoginError.store(.writeFailed(location: "account", reason: "read-only"))) {
            try core.conbook.login.logout()
        }
        #expect(core.accountStore.saved == state)
        #expect(core.conbook.privateMessages.messages().count == 3)

        core.accountStore.writeFailure = nil
        try core.conbook.login.logout()

        #expect(core.accountStore.saved == nil)
        #expect(core.conbook.login.status() == .loggedOut)
        #expect(core.conbook.privateMessages.messages() == [])
    }

    @Test("Given a source without attendee services, when the login is asked for, then it is not offered")
    func notOffered() async throws {
        let core = try ConbookTestContext(attendeeAPI: nil)
        #expect(core.conbook.login.status() == .notOffered)
        await #expect(throws: LoginError.notOffered) { try await core.conbook.login.login(SampleAttendee.loginRequest) }
    }

    @Test("Given a token, when it is printed, interpolated or dumped, then its secret never shows; nor does a password")
    func secretsStaySecret() throws {
        let token = SampleAttendee.token
        var dumped = ""
        dump(SampleAttendee.credential, to: &dumped)

        #expect("\(token)" == "<login token>")
        #expect(String(reflecting: token) == "<login token>")
        #expect(!String(describing: SampleAttendee.credential).contains(token.secret))
        #expect(!dumped.contains(token.secret))
        #expect(!"\(SampleAttendee.loginRequest)".contains(SampleAttendee.password))
        #expect(!String(reflecting: SampleAttendee.loginRequest).contains(SampleAttendee.password))
    }
}
