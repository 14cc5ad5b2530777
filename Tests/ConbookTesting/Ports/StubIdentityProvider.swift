public import ConbookCore
import Synchronization

/// A convention's identity provider in memory, for one person: a browser login that comes back
/// at once (or when the test says, or fails as scripted), a pasted address it accepts, an
/// optional device login, refresh tokens that rotate and can be revoked, and revocation it
/// records. The access tokens it issued and did not revoke are the ones `StubAttendeeAPI`
/// accepts. Tokens are numbered: `ACCESS-1`, `REFRESH-1`, …
public final class StubIdentityProvider: IdentityProvider {
    /// How a browser login's redirect comes back.
    public enum Redirect: Sendable {
        /// At once, with the attendee's approval.
        case approved
        /// When the test calls `deliverRedirect()` (or `cancel()` ends the wait).
        case heldForTest
        /// Never by itself: the attendee pastes the address (`receivesRedirect` is false).
        case pastedOnly
        /// At once, with this failure.
        case failing(IdentityError)
    }

    /// Which requests a scripted failure applies to.
    public enum Failing: Hashable, Sendable {
        case begin, refresh, claims, revoke, device
    }

    /// A request as the provider saw it (tokens by their secret, as they are test values).
    public enum Request: Hashable, Sendable {
        case beginBrowserLogin, finish(pastedAddress: String), beginDeviceLogin, deviceApproval
        case refresh(String), claims(String), revoke(String, TokenKind)
    }

    private struct State {
        var requests: [Request] = []
        var redirect: Redirect = .approved
        var failures: [Failing: IdentityError] = [:]
        var acceptedAccessTokens: Set<String>
        var liveRefreshTokens: Set<String>
        var revoked: [(String, TokenKind)] = []
        var issued = 0
        var heldRedirects: [CheckedContinuation<Result<TokenGrant, IdentityError>, Never>] = []
        var deviceOutcome: Result<Void, IdentityError>? = nil
    }

    /// The person who logs in: the provider's `sub` and name.
    public let claimsOfTheAttendee: IdentityClaims
    /// How long each access token lasts, in seconds.
    public let tokenLifetimeSeconds: Int
    /// The address the browser ends on after a login, which `finish(redirectedTo:)` accepts.
    public static let redirectAddress = "https://app.example/auth/login?code=STUB-CODE&state=STUB-STATE"
    /// The address a browser login opens.
    public static let authorizationAddress = "https://id.example/oauth2/auth?client_id=conbook&state=STUB-STATE"
    private let state: Mutex<State>

    public let issuer = "https://id.example/"

    /// Creates the provider; it already accepts the tokens given (those of a login kept at start).
    public init(
        claims: IdentityClaims, tokenLifetimeSeconds: Int = 3600, acceptedAccessTokens: Set<String> = [],
        liveRefreshTokens: Set<String> = []
    ) {
        claimsOfTheAttendee = claims
        self.tokenLifetimeSeconds = tokenLifetimeSeconds
        state = Mutex(State(acceptedAccessTokens: acceptedAccessTokens, liveRefreshTokens: liveRefreshTokens))
    }

    /// What it was asked, in order.
    public var requests: [Request] { state.withLock { $0.requests } }
    /// The tokens revoked, in order (secret and kind).
    public var revoked: [(String, TokenKind)] { state.withLock { $0.revoked } }

    /// Whether an access token was issued here and not revoked or expired.
    public func accepts(_ accessToken: LoginToken) -> Bool {
        state.withLock { $0.acceptedAccessTokens.contains(accessToken.secret) }
    }

    /// Sets how browser logins come back from now on.
    public func setRedirect(_ redirect: Redirect) {
        state.withLock { $0.redirect = redirect }
    }

    /// Makes every request of a kind fail with an error from now on (nil: succeed again).
    public func fail(_ kind: Failing, with error: IdentityError?) {
        state.withLock { $0.failures[kind] = error }
    }

    /// Offers the device login, ending with this outcome once polled (nil: not offered).
    public func offerDeviceLogin(ending outcome: Result<Void, IdentityError>?) {
        state.withLock { $0.deviceOutcome = outcome }
    }

    /// Lets the held browser logins come back with the attendee's approval.
    public func deliverRedirect() {
        let held = state.withLock { state in
            defer { state.heldRedirects = [] }
            return state.heldRedirects
        }
        for continuation in held { continuation.resume(returning: .success(issueGrant())) }
    }

    /// Makes the access tokens issued so far no longer accepted (as when they run out), the refresh
    /// tokens still live.
    public func expireAccessTokens() {
        state.withLock { $0.acceptedAccessTokens = [] }
    }

    /// Ends the session at the provider: no token issued so far is accepted, no refresh works.
    public func endSessions() {
        state.withLock { state in
            state.acceptedAccessTokens = []
            state.liveRefreshTokens = []
        }
    }

    public func beginBrowserLogin() async throws(IdentityError) -> any BrowserLogin {
        let (failure, redirect) = state.withLock { state in
            state.requests.append(.beginBrowserLogin)
            return (state.failures[.begin], state.redirect)
        }
        if let failure { throw failure }
        return StubBrowserLogin(provider: self, redirect: redirect)
    }

    public func beginDeviceLogin() async throws(IdentityError) -> any DeviceLogin {
        let (failure, outcome) = state.withLock { state in
            state.requests.append(.beginDeviceLogin)
            return (state.failures[.device], state.deviceOutcome)
        }
        if let failure { throw failure }
        guard let outcome else { throw .notOffered("a login on another device") }
        return StubDeviceLogin(provider: self, outcome: outcome)
    }

    public func refresh(_ refreshToken: LoginToken) async throws(IdentityError) -> TokenGrant {
        let (failure, isLive) = state.withLock { state in
            state.requests.append(.refresh(refreshToken.secret))
            return (state.failures[.refresh], state.liveRefreshTokens.contains(refreshToken.secret))
        }
        if let failure { throw failure }
        guard isLive else { throw .sessionEnded }
        state.withLock { _ = $0.liveRefreshTokens.remove(refreshToken.secret) }
        return issueGrant()
    }

    public func claims(for accessToken: LoginToken) async throws(IdentityError) -> IdentityClaims {
        let (failure, accepted) = state.withLock { state in
            state.requests.append(.claims(accessToken.secret))
            return (state.failures[.claims], state.acceptedAccessTokens.contains(accessToken.secret))
        }
        if let failure { throw failure }
        guard accepted else { throw .providerError(code: "invalid_token", description: nil) }
        return claimsOfTheAttendee
    }

    public func revoke(_ token: LoginToken, kind: TokenKind) async throws(IdentityError) {
        let failure = state.withLock { state in
            state.requests.append(.revoke(token.secret, kind))
            return state.failures[.revoke]
        }
        if let failure { throw failure }
        state.withLock { state in
            state.revoked.append((token.secret, kind))
            state.acceptedAccessTokens.remove(token.secret)
            state.liveRefreshTokens.remove(token.secret)
        }
    }

    /// Issues a new access token and refresh token for the attendee.
    func issueGrant() -> TokenGrant {
        let number = state.withLock { state in
            state.issued += 1
            state.acceptedAccessTokens.insert("ACCESS-\(state.issued)")
            state.liveRefreshTokens.insert("REFRESH-\(state.issued)")
            return state.issued
        }
        return TokenGrant(
            accessToken: LoginToken(secret: "ACCESS-\(number)"), refreshToken: LoginToken(secret: "REFRESH-\(number)"),
            lifetimeSeconds: tokenLifetimeSeconds, subject: claimsOfTheAttendee.subject)
    }

    func record(_ request: Request) {
        state.withLock { $0.requests.append(request) }
    }

    func hold(_ continuation: CheckedContinuation<Result<TokenGrant, IdentityError>, Never>) {
        state.withLock { $0.heldRedirects.append(continuation) }
    }

    func releaseHeld(with error: IdentityError) {
        let held = state.withLock { state in
            defer { state.heldRedirects = [] }
            return state.heldRedirects
        }
        for continuation in held { continuation.resume(returning: .failure(error)) }
    }
}

/// A browser login of `StubIdentityProvider`.
struct StubBrowserLogin: BrowserLogin {
    let provider: StubIdentityProvider
    let redirect: StubIdentityProvider.Redirect

    var address: String { StubIdentityProvider.authorizationAddress }

    var receivesRedirect: Bool {
        if case .pastedOnly = redirect { return false }
        return true
    }

    func waitForRedirect() async throws(IdentityError) -> TokenGrant {
        switch redirect {
        case .approved:
            return provider.issueGrant()
        case .failing(let error):
            throw error
        case .pastedOnly:
            throw .notOffered("a redirect to this machine")
        case .heldForTest:
            let outcome = await withCheckedContinuation { continuation in provider.hold(continuation) }
            return try outcome.get()
        }
    }

    func finish(redirectedTo address: String) async throws(IdentityError) -> TokenGrant {
        provider.record(.finish(pastedAddress: address))
        guard address == StubIdentityProvider.redirectAddress else {
            throw .redirectUnreadable("it is not the address of this login's redirect")
        }
        provider.releaseHeld(with: .cancelled)
        return provider.issueGrant()
    }

    func cancel() {
        provider.releaseHeld(with: .cancelled)
    }
}

/// A device login of `StubIdentityProvider`.
struct StubDeviceLogin: DeviceLogin {
    let provider: StubIdentityProvider
    let outcome: Result<Void, IdentityError>

    var userCode: String { "WDJB-MJHT" }
    var verificationAddress: String { "https://id.example/device" }
    var completeVerificationAddress: String? { "https://id.example/device?user_code=WDJB-MJHT" }

    func waitForApproval() async throws(IdentityError) -> TokenGrant {
        provider.record(.deviceApproval)
        try outcome.get()
        return provider.issueGrant()
    }

    func cancel() {}
}
