import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Login: the rules of an attendee's login at the convention's identity provider")
struct LoginTests {
    private typealias Attendee = SampleAttendee

    private func identity(_ core: ConbookTestContext) throws -> StubIdentityProvider {
        try #require(core.attendeeAPI?.identityProvider)
    }

    @Test(
        "Given nobody logged in, when the attendee logs in in a browser, then the provider's tokens, their name and the server's profile are kept"
    )
    func logsIn() async throws {
        let core = try ConbookTestContext()
        #expect(core.conbook.login.status() == .loggedOut)

        let attempt = try await core.conbook.login.startLogin()
        #expect(attempt.address == StubIdentityProvider.authorizationAddress)
        let attendee = try await attempt.complete()

        let validUntil = core.clock.now.advanced(by: .seconds(3600))
        #expect(attendee == LoggedInAttendee(name: "Some Guy", profile: Attendee.profile, validUntil: validUntil))
        #expect(attendee.registrationNumber == "42")
        #expect(core.conbook.login.status() == .loggedIn(attendee))
        let saved = try #require(core.accountStore.saved)
        #expect(saved.credential.accessToken.secret == "ACCESS-1")
        #expect(saved.credential.refreshToken?.secret == "REFRESH-1")
        #expect(saved.credential.subject == Attendee.subject)
        #expect(saved.credential.audience == "stub")
        #expect(saved.credential.issuer == "https://id.example/")
        #expect(core.attendeeAPI?.requests.first == .profile(token: "ACCESS-1"))
        #expect(try identity(core).requests == [.beginBrowserLogin, .claims("ACCESS-1")])
    }

    @Test(
        "Given a provider whose answer cannot reach this machine, when the attendee pastes the address the browser ended on, then they are logged in; a wrong address keeps nothing"
    )
    func pastedAddress() async throws {
        let core = try ConbookTestContext()
        try identity(core).setRedirect(.pastedOnly)
        let attempt = try await core.conbook.login.startLogin()
        #expect(!attempt.receivesRedirect)

        await #expect(throws: LoginError.identity(.redirectUnreadable("it is not the address of this login's redirect"))) {
            try await attempt.complete(pastedAddress: "https://app.example/somewhere-else")
        }
        #expect(core.accountStore.saved == nil)

        let attendee = try await attempt.complete(pastedAddress: "  \(StubIdentityProvider.redirectAddress)\n")
        #expect(attendee.name == "Some Guy")
        #expect(core.conbook.login.status() == .loggedIn(attendee))
    }

    @Test(
        "Given a wrong state, a denied consent, an unreachable provider, a server that refuses the token and a store that fails, when logging in, then each says why and nothing is kept"
    )
    func failures() async throws {
        let core = try ConbookTestContext()
        let provider = try identity(core)
        let login = core.conbook.login

        provider.setRedirect(.failing(.stateMismatch))
        await #expect(throws: LoginError.identity(.stateMismatch)) { try await login.startLogin().complete() }
        provider.setRedirect(.failing(.denied))
        await #expect(throws: LoginError.identity(.denied)) { try await login.startLogin().complete() }
        provider.setRedirect(.approved)
        provider.fail(.begin, with: .unreachable("no route to host"))
        await #expect(throws: LoginError.identity(.unreachable("no route to host"))) { try await login.startLogin() }
        provider.fail(.begin, with: nil)
        core.attendeeAPI?.fail(.profile, with: .unauthorized)
        await #expect(throws: LoginError.api(.unauthorized)) { try await login.startLogin().complete() }
        core.attendeeAPI?.fail(.profile, with: nil)
        core.accountStore.writeFailure = .writeFailed(location: "account", reason: "disk full")
        await #expect(throws: LoginError.store(.writeFailed(location: "account", reason: "disk full"))) {
            try await login.startLogin().complete()
        }

        #expect(core.accountStore.saved == nil)
        #expect(login.status() == .loggedOut)
    }

    @Test("Given the server's profile cannot be reached, when logging in, then the login is kept without roles")
    func loginWithoutProfile() async throws {
        let core = try ConbookTestContext()
        core.attendeeAPI?.fail(.profile, with: .unreachable("offline"))

        let attendee = try await core.logIn()

        #expect(attendee.profile == nil)
        #expect(core.accountStore.saved?.profile == nil)
        core.attendeeAPI?.fail(.profile, with: nil)
        #expect(try await core.conbook.login.refreshProfile().profile == Attendee.profile)
    }

    @Test(
        "Given a provider with the device grant, when the attendee logs in on another device, then they are logged in; denied or not offered, it says so"
    )
    func deviceLogin() async throws {
        let core = try ConbookTestContext()
        let provider = try identity(core)
        await #expect(throws: LoginError.identity(.notOffered("a login on another device"))) {
            try await core.conbook.login.startDeviceLogin()
        }

        provider.offerDeviceLogin(ending: .failure(.denied))
        await #expect(throws: LoginError.identity(.denied)) { try await core.conbook.login.startDeviceLogin().complete() }
        #expect(core.accountStore.saved == nil)

        provider.offerDeviceLogin(ending: .success(()))
        let attempt = try await core.conbook.login.startDeviceLogin()
        #expect(attempt.userCode == "WDJB-MJHT")
        #expect(attempt.verificationAddress == "https://id.example/device")
        let attendee = try await attempt.complete()
        #expect(core.conbook.login.status() == .loggedIn(attendee))
    }

    @Test(
        "Given an access token that ends within five minutes, when a request is sent, then it is renewed first and the renewal kept; further off, it is not"
    )
    func renewsBeforeItEnds() async throws {
        let core = try ConbookTestContext(account: Attendee.account)
        let provider = try identity(core)
        core.clock.set(Attendee.validUntil.advanced(by: .seconds(-301)))

        try await core.conbook.privateMessages.refresh()
        #expect(provider.requests == [])
        #expect(core.attendeeAPI?.requests.last == .messages(token: Attendee.token.secret))

        core.clock.set(Attendee.validUntil.advanced(by: .seconds(-300)))
        try await core.conbook.privateMessages.refresh()

        #expect(provider.requests == [.refresh(Attendee.refreshToken.secret)])
        #expect(core.attendeeAPI?.requests.last == .messages(token: "ACCESS-1"))
        #expect(core.accountStore.saved?.credential.accessToken.secret == "ACCESS-1")
        #expect(core.accountStore.saved?.credential.refreshToken?.secret == "REFRESH-1")
        #expect(core.accountStore.saved?.credential.validUntil == core.clock.now.advanced(by: .seconds(3600)))
        #expect(core.accountStore.saved?.messages.count == 3)
    }

    @Test("Given the server refuses the access token mid-session, when a request is sent, then it is renewed once and retried")
    func renewsAfterARefusal() async throws {
        let core = try ConbookTestContext(account: Attendee.account)
        let provider = try identity(core)
        provider.expireAccessTokens()

        try await core.conbook.privateMessages.refresh()

        #expect(provider.requests == [.refresh(Attendee.refreshToken.secret)])
        #expect(
            core.attendeeAPI?.requests == [.messages(token: Attendee.token.secret), .messages(token: "ACCESS-1")])
        #expect(core.conbook.privateMessages.messages().count == 3)
    }

    @Test(
        "Given the provider ended the session, when a request needs a renewal, then the login is forgotten, the status says the session ended, and the favourites stay"
    )
    func sessionEnds() async throws {
        let favourite = SampleConvention.opening.id
        let core = try ConbookTestContext(favourites: [favourite], account: Attendee.account)
        try identity(core).endSessions()

        await #expect(throws: LoginError.sessionEnded) { try await core.conbook.privateMessages.refresh() }

        #expect(core.conbook.login.status() == .sessionEnded(name: "Some Guy"))
        #expect(core.accountStore.saved == nil)
        #expect(core.store.favourites == [favourite])
        _ = try await core.logIn()
        #expect(core.conbook.login.status() != .sessionEnded(name: "Some Guy"))
    }

    @Test(
        "Given the provider cannot be reached while the access token still counts, when a renewal is due, then the request goes on with the token it has"
    )
    func renewalFailureKeepsAValidToken() async throws {
        let core = try ConbookTestContext(account: Attendee.account)
        let provider = try identity(core)
        provider.fail(.refresh, with: .unreachable("offline"))
        core.clock.set(Attendee.validUntil.advanced(by: .seconds(-60)))

        try await core.conbook.privateMessages.refresh()

        #expect(core.attendeeAPI?.requests.last == .messages(token: Attendee.token.secret))
        #expect(core.accountStore.saved?.credential == Attendee.credential)

        core.clock.set(Attendee.validUntil)
        await #expect(throws: LoginError.identity(.unreachable("offline"))) { try await core.conbook.login.refreshProfile() }
        #expect(core.accountStore.saved?.credential == Attendee.credential)
    }

    @Test("Given two requests at once when a renewal is due, when both are sent, then the refresh token is used once")
    func oneRenewalAtATime() async throws {
        let core = try ConbookTestContext(account: Attendee.account)
        let provider = try identity(core)
        core.clock.set(Attendee.validUntil.advanced(by: .seconds(-10)))
        let login = core.conbook.login
        let messages = core.conbook.privateMessages

        async let profile = login.refreshProfile()
        async let refreshed: Void = messages.refresh()
        _ = try await (profile, refreshed)

        #expect(provider.requests == [.refresh(Attendee.refreshToken.secret)])
        #expect(core.conbook.login.status() != .sessionEnded(name: "Some Guy"))
    }

    @Test(
        "Given a logged-in attendee, when they log out, then the login and messages are forgotten first and both tokens revoked; a failed revocation is told, a failed removal keeps the login"
    )
    func logout() async throws {
        let state = AccountState(credential: Attendee.credential, profile: Attendee.profile, messages: Attendee.messages)
        let core = try ConbookTestContext(account: state)
        let provider = try identity(core)
        core.accountStore.writeFailure = .writeFailed(location: "account", reason: "read-only")

        await #expect(throws: LoginError.store(.writeFailed(location: "account", reason: "read-only"))) {
            try await core.conbook.login.logout()
        }
        #expect(core.accountStore.saved == state)
        #expect(provider.revoked.isEmpty)

        core.accountStore.writeFailure = nil
        #expect(try await core.conbook.login.logout() == .revoked)

        #expect(provider.revoked.map(\.0) == [Attendee.token.secret, Attendee.refreshToken.secret])
        #expect(provider.revoked.map(\.1) == [.accessToken, .refreshToken])
        #expect(core.accountStore.saved == nil)
        #expect(core.conbook.login.status() == .loggedOut)
        #expect(core.conbook.privateMessages.messages() == [])

        _ = try await core.logIn()
        provider.fail(.revoke, with: .notOffered("revocation"))
        #expect(try await core.conbook.login.logout() == .notRevoked(.notOffered("revocation")))
        #expect(core.conbook.login.status() == .loggedOut)
    }

    @Test("Given a login without a refresh token, when its access token has ended, then the session counts as ended")
    func endedWithoutRefreshToken() throws {
        var state = Attendee.account
        state.credential.refreshToken = nil
        let core = try ConbookTestContext(account: state)
        #expect(core.conbook.login.status() == .loggedIn(LoggedInAttendee(state)))

        core.clock.set(Attendee.validUntil)

        #expect(core.conbook.login.status() == .sessionEnded(name: "Some Guy"))
        #expect(core.conbook.privateMessages.messages() == [])
    }

    @Test("Given a login saved by the old token login, when the Core starts, then the attendee is asked to log in again")
    func outdatedLogin() throws {
        let outdated = StoreError.outdated(location: "account", reason: "the old token login")
        let core = try ConbookTestContext(accountReadFailure: outdated)

        #expect(core.conbook.login.status() == .sessionEnded(name: nil))
        #expect(core.conbook.login.savedLoginProblem == outdated)
    }

    @Test("Given a source without attendee services, when the login is asked for, then it is not offered")
    func notOffered() async throws {
        let core = try ConbookTestContext(attendeeAPI: nil)
        #expect(core.conbook.login.status() == .notOffered)
        await #expect(throws: LoginError.notOffered) { try await core.conbook.login.startLogin() }
    }

    @Test("Given tokens, when a credential or a grant is printed, interpolated or dumped, then no secret shows")
    func secretsStaySecret() throws {
        var dumped = ""
        dump(Attendee.credential, to: &dumped)
        let grant = TokenGrant(accessToken: Attendee.token, refreshToken: Attendee.refreshToken, lifetimeSeconds: 60)
        let printed = [
            dumped, String(describing: Attendee.credential), String(reflecting: Attendee.credential), "\(grant)",
            "\(Attendee.account)",
        ]

        for text in printed {
            #expect(!text.contains(Attendee.token.secret))
            #expect(!text.contains(Attendee.refreshToken.secret))
        }
    }
}

extension LoggedInAttendee {
    /// The attendee as a saved state shows them.
    fileprivate init(_ state: AccountState) {
        self.init(name: state.credential.name, profile: state.profile, validUntil: state.credential.validUntil)
    }
}
