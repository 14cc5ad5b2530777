/// The attendee's login and private messages as the Core keeps them: the state saved in the
/// account store, read once at start, saved whole on every change (see `AccountState`).
///
/// The one place of the token rules: an access token is renewed before a request when it ends
/// within five minutes (one renewal at a time: a refresh token may be used once); a `401` from the
/// server gets one renewal and one retry; when the provider no longer accepts the refresh token
/// (`invalid_grant`) or the server refuses even a renewed token, the session has ended: the login
/// is forgotten (the favourites stay) and the status says so.
@MainActor
final class AttendeeAccount {
    let api: (any AttendeeAPI)?
    let identity: (any IdentityProvider)?
    private let store: (any AccountStore)?
    private let clock: any WallClock
    private let repository: ConventionRepository
    /// The state saved (nil: nobody logged in).
    private(set) var state: AccountState?
    /// Why the saved state could not be read at start, if it could not (the user then counts as
    /// logged out, and the unreadable state is left as it is until the next login replaces it).
    private(set) var readProblem: StoreError?
    /// Whose session ended in this run (the provider no longer accepted it), until the next login.
    private(set) var endedSession: (name: String?, ended: Bool) = (nil, false)

    init(
        api: (any AttendeeAPI)?, identity: (any IdentityProvider)?, store: (any AccountStore)?, clock: any WallClock,
        repository: ConventionRepository
    ) {
        self.api = api
        self.identity = identity
        self.store = store
        self.clock = clock
        self.repository = repository
        do {
            state = try store?.loadAccount()
        } catch {
            readProblem = error
            if case .outdated = error { endedSession = (nil, true) }
        }
    }

    /// How many requests to the server's attendee services or the identity provider are under way.
    private(set) var requestsInFlight = 0
    /// The refresh of the messages under way, which whoever asks for one meanwhile joins.
    var messagesRefresh: Task<Result<Void, LoginError>, Never>?
    /// The renewal of the access token under way, which whoever needs one meanwhile joins.
    private var renewal: Task<Result<Credential, LoginError>, Never>?

    var now: Instant { clock.now }

    /// The stored credential, if it can still be used now (its access token counts, or it can be
    /// renewed).
    var validCredential: Credential? {
        guard let credential = state?.credential, credential.canBeUsed(at: clock.now) else { return nil }
        return credential
    }

    /// Runs something counted in `requestsInFlight` (a front end showing outcomes waits for it).
    func counted<Value, Failure: Error>(_ work: () async throws(Failure) -> Value) async throws(Failure) -> Value {
        requestsInFlight += 1
        defer { requestsInFlight -= 1 }
        return try await work()
    }

    /// Sends a request to the server's attendee services with a fresh access token (renewed first
    /// when it ends within five minutes); a `401` gets one renewal and one retry.
    /// - Throws: `.notOffered`, `.notLoggedIn`, `.sessionEnded` (the login was forgotten),
    ///   `.identity` when a needed renewal failed, `.api` with the server's other failures.
    func authorized<Value>(
        _ request: (Credential) async throws(AttendeeAPIError) -> Value
    ) async throws(LoginError) -> Value {
        guard api != nil else { throw .notOffered }
        guard validCredential != nil else { throw state == nil ? .notLoggedIn : .sessionEnded }
        return try await counted { () async throws(LoginError) -> Value in
            try await sendRenewingOnce(request)
        }
    }

    /// The request with a fresh token; after a `401`, once more with a renewed one.
    private func sendRenewingOnce<Value>(
        _ request: (Credential) async throws(AttendeeAPIError) -> Value
    ) async throws(LoginError) -> Value {
        let credential = try await freshCredential()
        switch await attempt(request, with: credential) {
        case .success(let value):
            return value
        case .failure(.unauthorized):
            guard credential.refreshToken != nil else { throw endSession(of: credential) }
            let renewed = try await renew(credential)
            switch await attempt(request, with: renewed) {
            case .success(let value): return value
            case .failure(.unauthorized): throw endSession(of: renewed)
            case .failure(let error): throw .api(error)
            }
        case .failure(let error):
            throw .api(error)
        }
    }

    private func attempt<Value>(
        _ request: (Credential) async throws(AttendeeAPIError) -> Value, with credential: Credential
    ) async -> Result<Value, AttendeeAPIError> {
        do {
            return .success(try await request(credential))
        } catch {
            return .failure(error)
        }
    }

    /// The stored credential, renewed first when its access token ends within five minutes. A
    /// renewal that fails for another reason than an ended session leaves the token as it is, as
    /// long as it still counts.
    func freshCredential() async throws(LoginError) -> Credential {
        guard let credential = state?.credential else { throw .notLoggedIn }
        guard credential.needsRefresh(at: clock.now) else {
            guard credential.isValid(at: clock.now) else { throw endSession(of: credential) }
            return credential
        }
        do {
            return try await renew(credential)
        } catch {
            if case .identity = error, credential.isValid(at: clock.now) { return credential }
            throw error
        }
    }

    /// Renews the access token with the refresh token (joining a renewal under way) and saves it.
    private func renew(_ credential: Credential) async throws(LoginError) -> Credential {
        if let renewal { return try await renewal.value.get() }
        let task = Task { () -> Result<Credential, LoginError> in
            do throws(LoginError) {
                return .success(try await self.performRenewal(of: credential))
            } catch {
                return .failure(error)
            }
        }
        renewal = task
        defer { renewal = nil }
        return try await task.value.get()
    }

    private func performRenewal(of credential: Credential) async throws(LoginError) -> Credential {
        guard let identity, let refreshToken = credential.refreshToken else { throw endSession(of: credential) }
        let grant: TokenGrant
        do {
            grant = try await identity.refresh(refreshToken)
        } catch .sessionEnded {
            throw endSession(of: credential)
        } catch {
            throw .identity(error)
        }
        guard var state, state.credential.subject == credential.subject else { throw .notLoggedIn }
        state.credential.accessToken = grant.accessToken
        state.credential.refreshToken = grant.refreshToken ?? refreshToken
        state.credential.validUntil = grant.lifetimeSeconds.map { clock.now.advanced(by: .seconds(Int64($0))) }
        do {
            try replace(with: state, change: nil)
        } catch {
            throw .store(error)
        }
        return state.credential
    }

    /// Forgets a login the provider or the server no longer accepts (the favourites stay); the
    /// error to throw.
    private func endSession(of credential: Credential) -> LoginError {
        guard state?.credential.subject == credential.subject else { return .sessionEnded }
        // Recorded first, so that observers told of the change see the session ended (not a logout).
        endedSession = (credential.name, true)
        do {
            try replace(with: nil, change: .accountChanged)
        } catch {
            state = nil
            repository.notify(.accountChanged)
        }
        return .sessionEnded
    }

    /// Saves a new state (nil: logs out) and tells the observers of a change (nil: none they see,
    /// such as a renewed token).
    func replace(with newState: AccountState?, change: ConventionChange?) throws(StoreError) {
        guard let store else { throw .writeFailed(location: "the account", reason: "no account store is set up") }
        try store.saveAccount(newState)
        state = newState
        readProblem = nil
        if newState != nil { endedSession = (nil, false) }
        if let change { repository.notify(change) }
    }
}
