/// Why the badge pass could not be shown, in words a user can act on. No message ever contains a
/// token.
public enum BadgePassError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The convention's source has no attendee services, or its server offers no badge pass.
    case notOffered
    /// The pass needs a login and none is stored.
    case notLoggedIn
    /// The login ended (the provider or the server no longer accepts it): log in again.
    case sessionEnded
    /// The server knows no registration of the attendee (Eurofurence: `404`).
    case noRegistration
    /// The server's answer is not a code that can be read (a broken or hostile picture).
    case unreadableCode(String)
    /// The server could not be asked, did not answer usefully, or the login could not be renewed
    /// or kept.
    case failed(LoginError)

    public var description: String {
        switch self {
        case .notOffered:
            "This convention's server offers no badge pass."
        case .notLoggedIn:
            "The badge pass needs a login; log in first."
        case .sessionEnded:
            "Your session ended, so you have been logged out; log in again to see your badge pass."
        case .noRegistration:
            "The convention's server knows no registration of yours, so there is no badge pass."
        case .unreadableCode(let detail):
            "The badge pass the server sent could not be read: \(detail)"
        case .failed(let error):
            "The badge pass could not be fetched: \(error.description)"
        }
    }
}
