/// Use case: keeps the attendee's favourites in step with the convention's server, where the
/// server keeps them too (`AttendeeAPI.keepsFavourites`, e.g. Eurofurence since 2025).
///
/// - **A union merge** on every login and after every sync while logged in (so also at start):
///   the server's favourites are fetched (when that fails nothing changes, and the next sync tries
///   again); those only the server has are marked here, those only marked here are sent. Neither
///   side loses a favourite, except that a change made here and not sent yet wins over the
///   server's state: an unmark made offline is not undone by the merge.
/// - **Every mark and unmark made here while logged in** (from any page, an import included) is
///   queued in the account (`AccountState.unsentFavourites`, saved at once) and then sent. What
///   the server could not take stays queued and is sent after the next sync, so nothing made
///   offline is lost; a change the server refuses for good (an event it does not know: `404`) is
///   dropped.
/// - **Logged out**, favourites stay on this machine; the next login merges them. A logout (or an
///   ended session) forgets the changes not sent yet, with the rest of the account.
///
/// It listens to the convention's changes by itself; `synchronise()` runs it at once (joining a run
/// under way).
@MainActor
public final class ServerFavouritesUseCase: ConventionObserver {
    private let account: AttendeeAccount
    private let repository: ConventionRepository
    /// The favourites as last seen, to tell what a change marked or unmarked.
    private var lastSeen: Set<Event.ID>
    /// Whose login was last seen, to tell a new login.
    private var lastSubject: String?
    private var running: Task<Void, Never>?
    private var runAgain = false
    private var mergeDue = false

    init(account: AttendeeAccount, repository: ConventionRepository) {
        self.account = account
        self.repository = repository
        lastSeen = repository.favourites
        lastSubject = account.state?.credential.subject
    }

    /// Whether the convention's server keeps the attendee's favourites.
    public var isOffered: Bool { account.api?.keepsFavourites ?? false }

    /// How many marks and unmarks made here wait to be sent to the server.
    public var unsentChanges: Int { account.state?.unsentFavourites.count ?? 0 }

    /// Merges with the server and sends the changes waiting, now (or joins the run under way, and
    /// runs once more after it); returns when done. Does nothing when nobody is logged in.
    public func synchronise() async {
        start(merging: true)
        await waitUntilIdle()
    }

    /// The address of a calendar of the attendee's favourites, kept by the server, that calendar
    /// programs can subscribe to (it follows the favourites as the server has them). It holds a
    /// secret, so a front end shows it only when asked, and never in passing.
    /// - Throws: `.notOffered` when the server keeps no favourites; `.notLoggedIn`,
    ///   `.sessionEnded`, or the server's failure.
    public func calendarFeedAddress() async throws(LoginError) -> String {
        guard let api = account.api, isOffered else { throw .notOffered }
        return try await account.authorized { credential throws(AttendeeAPIError) in
            try await api.favouritesCalendarAddress(with: credential)
        }
    }

    /// Returns once no merge or sending runs.
    public func waitUntilIdle() async {
        while let running {
            await running.value
        }
    }

    public func conventionDidChange(_ change: ConventionChange) {
        switch change {
        case .favouritesChanged:
            queueLocalChanges()
        case .accountChanged:
            let subject = account.state?.credential.subject
            defer { lastSubject = subject }
            if subject != nil, subject != lastSubject { start(merging: true) }
        case .syncFinished(.success):
            if account.state != nil { start(merging: true) }
        default:
            break
        }
    }

    /// Queues what was marked and unmarked since the last look, while logged in, and sends it.
    private func queueLocalChanges() {
        let now = repository.favourites
        let marked = now.subtracting(lastSeen)
        let unmarked = lastSeen.subtracting(now)
        lastSeen = now
        guard isOffered, !(marked.isEmpty && unmarked.isEmpty), var state = account.state else { return }
        for id in marked { state.unsentFavourites[id] = true }
        for id in unmarked { state.unsentFavourites[id] = false }
        do {
            try account.replace(with: state, change: nil)
        } catch {
            // Not queued: the next merge sends the marks (an unmark stays on this machine alone).
            return
        }
        start(merging: false)
    }

    private func start(merging: Bool) {
        guard isOffered, account.state != nil else { return }
        if merging { mergeDue = true }
        if running != nil {
            runAgain = true
            return
        }
        running = Task {
            repeat {
                runAgain = false
                if mergeDue {
                    mergeDue = false
                    await merge()
                }
                await sendQueued()
            } while runAgain
            running = nil
        }
    }

    /// The union merge: marks here what only the server has, queues what only this machine has.
    private func merge() async {
        guard let api = account.api, account.validCredential != nil else { return }
        let remote: Set<Event.ID>
        do {
            remote = try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.favourites(with: credential)
            }
        } catch {
            return
        }
        guard var state = account.state else { return }
        let waiting = state.unsentFavourites
        let local = repository.favourites
        let toMarkHere = remote.subtracting(local).filter { waiting[$0] != false }
        let toSend = local.subtracting(remote).filter { waiting[$0] == nil }
        if !toSend.isEmpty {
            for id in toSend { state.unsentFavourites[id] = true }
            try? account.replace(with: state, change: nil)
        }
        if !toMarkHere.isEmpty {
            lastSeen.formUnion(toMarkHere)
            try? repository.setFavourites(toMarkHere, true)
            lastSeen = repository.favourites
        }
    }

    /// Sends the queued changes one by one, in identifier order, until one fails for now.
    private func sendQueued() async {
        guard let api = account.api else { return }
        while let (id, isFavourite) = account.state?.unsentFavourites.min(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard account.validCredential != nil else { return }
            do {
                try await account.authorized { credential throws(AttendeeAPIError) in
                    try await api.setFavourite(id, isFavourite, with: credential)
                }
            } catch .api(.serverError(status: 404)) {
                // The server does not know the event (or will not show it): it cannot take this.
            } catch {
                return
            }
            guard var state = account.state, state.unsentFavourites[id] == isFavourite else { continue }
            state.unsentFavourites[id] = nil
            do {
                try account.replace(with: state, change: nil)
            } catch {
                return
            }
        }
    }
}
