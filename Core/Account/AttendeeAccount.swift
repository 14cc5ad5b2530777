/// The attendee's login and private messages as the Core keeps them: the state saved in the
/// account store, read once at start, saved whole on every change (see `AccountState`).
@MainActor
final class AttendeeAccount {
    let api: (any AttendeeAPI)?
    private let store: (any AccountStore)?
    private let clock: any WallClock
    private let repository: ConventionRepository
    /// The state saved (nil: nobody logged in).
    private(set) var state: AccountState?
    /// Why the saved state could not be read at start, if it could not (the user then counts as
    /// logged out, and the unreadable state is left as it is until the next login replaces it).
    private(set) var readProblem: StoreError?

    init(api: (any AttendeeAPI)?, store: (any AccountStore)?, clock: any WallClock, repository: ConventionRepository) {
        self.api = api
        self.store = store
        self.clock = clock
        self.repository = repository
        do {
            state = try store?.loadAccount()
        } catch {
            readProblem = error
        }
    }

    /// How many requests to the server's attendee services are under way.
    private(set) var requestsInFlight = 0
    /// The refresh of the messages under way, which whoever asks for one meanwhile joins.
    var messagesRefresh: Task<Result<Void, LoginError>, Never>?

    /// Sends a request to the server's attendee services, counted in `requestsInFlight` while it
    /// runs. The one place of the `401` rule: when the server no longer accepts the login the
    /// request was sent with, the attendee is logged out (a login's own `401`, sent with none,
    /// only means wrong details).
    func send<Value>(
        with credential: Credential?, _ request: () async throws(AttendeeAPIError) -> Value
    ) async throws(AttendeeAPIError) -> Value {
        requestsInFlight += 1
        defer { requestsInFlight -= 1 }
        do {
            return try await request()
        } catch {
            if error == .unauthorized, let credential, state?.credential == credential { forgetRejectedLogin() }
            throw error
        }
    }

    /// The stored credential, if it still counts now.
    var validCredential: Credential? {
        guard let credential = state?.credential, credential.isValid(at: clock.now) else { return nil }
        return credential
    }

    var now: Instant { clock.now }

    /// Saves a new state (nil: logs out) and tells the observers.
    func replace(with newState: AccountState?, change: ConventionChange) throws(StoreError) {
        guard let store else { throw .writeFailed(location: "the account", reason: "no account store is set up") }
        try store.saveAccount(newState)
        state = newState
        readProblem = nil
        repository.notify(change)
    }

    /// Logs out because the server no longer accepts the login; when even that cannot be saved,
    /// the login is forgotten for this run.
    private func forgetRejectedLogin() {
        do {
            try replace(with: nil, change: .accountChanged)
        } catch {
            state = nil
            repository.notify(.accountChanged)
        }
    }
}
