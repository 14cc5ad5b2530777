/// Use case: log in to the convention's server, see who is logged in, log out.
///
/// Rules: a stored login counts only while its token is valid (the injected clock); logging in
/// while logged in answers with who is logged in, without asking the server; logging out removes
/// the login and the cached messages in one step, or, when that cannot be saved, changes nothing;
/// a `401` from any attendee request logs out and says why.
@MainActor
public struct LoginUseCase {
    let account: AttendeeAccount

    /// Whether a request to the server's attendee services (a login, messages, a read mark,
    /// feedback) is under way: a front end that shows outcomes (a script's transcript) waits.
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
        guard account.api != nil else { return .notOffered }
        guard let credential = account.state?.credential else { return .loggedOut }
        guard credential.isValid(at: account.now) else { return .expired(username: credential.username) }
        return .loggedIn(LoggedInAttendee(credential))
    }

    /// Logs in and keeps the login (then the messages are fetched).
    /// - Throws: `LoginError`: `.wrongCredentials`, `.accountLocked`, `.api` for the server's
    ///   other failures, `.store` when the login cannot be kept; nothing stored changes then.
    @discardableResult
    public func login(_ request: LoginRequest) async throws(LoginError) -> LoggedInAttendee {
        guard let api = account.api else { throw .notOffered }
        if let credential = account.validCredential { return LoggedInAttendee(credential) }
        let credential: Credential
        do {
            credential = try await account.send(with: nil) { () async throws(AttendeeAPIError) in try await api.login(request) }
        } catch .unauthorized {
            throw .wrongCredentials
        } catch .forbidden {
            throw .accountLocked
        } catch {
            throw .api(error)
        }
        guard credential.isValid(at: account.now) else {
            throw .api(.malformed("the login the server issued has already expired"))
        }
        do {
            try account.replace(with: AccountState(credential: credential), change: .accountChanged)
        } catch {
            throw .store(error)
        }
        return LoggedInAttendee(credential)
    }

    /// Logs out: removes the login and the cached messages. Logged out already, it does nothing.
    /// - Throws: `LoginError.store` when the removal cannot be saved; the user stays logged in.
    public func logout() throws(LoginError) {
        guard account.state != nil else { return }
        do {
            try account.replace(with: nil, change: .accountChanged)
        } catch {
            throw .store(error)
        }
    }
}
