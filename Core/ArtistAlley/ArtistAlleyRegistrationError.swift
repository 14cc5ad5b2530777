/// Why the attendee's artist alley registration could not be fetched, sent or checked out, in
/// words a user can act on. No message ever contains a token.
public enum ArtistAlleyRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The convention's source has no attendee services, or its server takes no registrations.
    case notOffered
    /// It needs a login and none is stored.
    case notLoggedIn
    /// The login ended (the provider or the server no longer accepts it): log in again.
    case sessionEnded
    /// The request breaks a rule; nothing was sent.
    case invalid(ArtistAlleyRequestProblem)
    /// The server refuses: registration is closed, or the attendee may not register (Eurofurence:
    /// `403`, also for an attendee who is not checked in).
    case refused
    /// The server refused the request's content, in its words (Eurofurence: `400`), cleaned of
    /// control characters and cut to 300 characters.
    case rejectedByServer(String)
    /// There is no registration to check out.
    case nothingToCheckOut
    /// The server could not be asked, did not answer usefully, or the login could not be renewed
    /// or kept.
    case failed(LoginError)

    public var description: String {
        switch self {
        case .notOffered:
            "This convention's server takes no artist alley registrations."
        case .notLoggedIn:
            "The artist alley registration needs a login; log in first."
        case .sessionEnded:
            "Your session ended, so you have been logged out; log in again."
        case .invalid(let problem):
            problem.description
        case .refused:
            "The convention's server refuses: registration for the artist alley is closed, or not open to this account."
        case .rejectedByServer(let message):
            "The convention's server refused the request: \(message)"
        case .nothingToCheckOut:
            "You have no artist alley registration to check out."
        case .failed(let error):
            "The artist alley registration could not be reached: \(error.description)"
        }
    }
}
