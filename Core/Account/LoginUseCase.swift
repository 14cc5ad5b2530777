/// Use case: log in at the convention's identity provider (OpenID Connect), see who is logged in,
/// log out.
///
/// Rules: a login starts in a browser (`startLogin()`) or on another device (`startDeviceLogin()`)
/// and ends with the provider's tokens, the attendee's name (userinfo) and what the convention's
/// server knows of them (roles, registrations); the messages kept stay when the same person logs
/// in again. A login counts while its access token counts or a refresh token can renew it.
/// Logging out forgets the login first (in one step, or, when that cannot be saved, changes
/// nothing), then revokes the access and the refresh token at the provider.
@MainActor
public struct LoginUseCase {
    let account: AttendeeAccount

    /// Whether a request to the server's attendee services or the identity provider is under way:
    /// a front end that shows outcomes (a script's transcript) waits.
    public var isWaitingForTheServer: Bool {
        account.requestsInFlight > 0
    }

    /// Why the login saved by an earlier run could not be read, if it could not: the attendee then
    /// counts as logged out, and the next login replaces it.
    public var savedLoginProblem: StoreError? {
        account.readProblem
    }

    /// Who is logged in, if anyone.
    public func status() -> LoginStatus {
        guard account.api != nil, account.identity != nil else { return .notOffered }
        guard let state = account.state else {
            return account.endedSession.ended ? .sessionEnded(name: account.endedSession.name) : .loggedOut
        }
        guard state.credential.canBeUsed(at: account.now) else { return .sessionEnded(name: state.credential.name) }
        return .loggedIn(LoggedInAttendee(state))
    }

    /// Begins a login in a browser: the address to open, and how it ends (see `LoginAttempt`).
    /// - Throws: `.notOffered` without an identity provider; `.identity` when the provider cannot
    ///   be asked.
    public func startLogin() async throws(LoginError) -> LoginAttempt {
        guard account.api != nil, let identity = account.identity else { throw .notOffered }
        do {
            let browserLogin = try await account.counted { () async throws(IdentityError) in
                try await identity.beginBrowserLogin()
            }
            return LoginAttempt(browserLogin: browserLogin, account: account)
        } catch {
            throw .identity(error)
        }
    }

    /// Begins a login on another device (RFC 8628): a code to type at an address (see
    /// `DeviceLoginAttempt`).
    /// - Throws: `.notOffered` without an identity provider; `.identity(.notOffered)` when the
    ///   provider does not offer it.
    public func startDeviceLogin() async throws(LoginError) -> DeviceLoginAttempt {
        guard account.api != nil, let identity = account.identity else { throw .notOffered }
        do {
            let deviceLogin = try await account.counted { () async throws(IdentityError) in
                try await identity.beginDeviceLogin()
            }
            return DeviceLoginAttempt(deviceLogin: deviceLogin, account: account)
        } catch {
            throw .identity(error)
        }
    }

    /// Asks the server again what it knows of the attendee (roles, registrations) and keeps it.
    /// - Throws: `LoginError`; the profile kept stays.
    @discardableResult
    public func refreshProfile() async throws(LoginError) -> LoggedInAttendee {
        guard let api = account.api else { throw .notOffered }
        let profile = try await account.authorized { credential throws(AttendeeAPIError) in
            try await api.profile(with: credential)
        }
        guard var state = account.state else { throw .notLoggedIn }
        state.profile = profile
        do {
            try account.replace(with: state, change: .accountChanged)
        } catch {
            throw .store(error)
        }
        return LoggedInAttendee(state)
    }

    /// Logs out: forgets the login and the cached messages, then revokes its tokens at the
    /// provider. Logged out already, it does nothing.
    /// - Returns: whether the provider revoked the tokens (else why not: they run out by themselves).
    /// - Throws: `LoginError.store` when the removal cannot be saved; the user stays logged in and
    ///   nothing is revoked.
    @discardableResult
    public func logout() async throws(LoginError) -> LogoutOutcome {
        guard let credential = account.state?.credential else { return .revoked }
        do {
            try account.replace(with: nil, change: .accountChanged)
        } catch {
            throw .store(error)
        }
        guard let identity = account.identity else { return .notRevoked(.notOffered("revocation")) }
        var tokens: [(LoginToken, TokenKind)] = [(credential.accessToken, .accessToken)]
        if let refreshToken = credential.refreshToken { tokens.append((refreshToken, .refreshToken)) }
        var problem: IdentityError?
        for (token, kind) in tokens {
            do {
                try await account.counted { () async throws(IdentityError) in try await identity.revoke(token, kind: kind) }
            } catch {
                problem = problem ?? error
            }
        }
        return problem.map { .notRevoked($0) } ?? .revoked
    }
}

/// How a logout went at the identity provider (the login is forgotten here either way).
public enum LogoutOutcome: Hashable, Sendable {
    /// The provider revoked the access and the refresh token.
    case revoked
    /// The provider could not revoke them (they run out by themselves), with why.
    case notRevoked(IdentityError)
}
