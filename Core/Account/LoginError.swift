/// Why a login, a logout or an attendee's request did not succeed, in words a user can act on.
/// No message ever contains the password or the token.
public enum LoginError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was typed is not right.
    case invalid(LoginFieldProblem)
    /// The convention's source has no attendee services (e.g. a schedule export).
    case notOffered
    /// The server refused the registration number, username and password.
    case wrongCredentials
    /// The server says the account is locked or may not log in (HTTP 403).
    case accountLocked
    /// The request needs a login and none is stored (or it has expired).
    case notLoggedIn
    /// The server no longer accepts the login (HTTP 401): the user has been logged out.
    case loggedOut
    /// The server could not be asked or did not answer usefully.
    case api(AttendeeAPIError)
    /// The login or logout could not be kept or removed; the state before is unchanged.
    case store(StoreError)

    public var description: String {
        switch self {
        case .invalid(let problem):
            problem.description
        case .notOffered:
            "This convention's source offers no login."
        case .wrongCredentials:
            "The registration number, username or password is wrong."
        case .accountLocked:
            "The convention's server does not let this account log in (it may be locked); ask the organisers."
        case .notLoggedIn:
            "This needs a login; log in first."
        case .loggedOut:
            "The convention's server no longer accepts your login, so you have been logged out; log in again."
        case .api(let error):
            error.description
        case .store(let error):
            error.description
        }
    }
}
