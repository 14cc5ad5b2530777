/// Why the lost & found could not be listed, in words a user can act on. No message ever contains
/// a token.
public enum LostAndFoundError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The convention's source has no attendee services, or its server no lost & found.
    case notOffered
    /// The list needs a login and none is stored.
    case notLoggedIn
    /// The login ended (the provider or the server no longer accepts it): log in again.
    case sessionEnded
    /// The server shows the list to attendees only, and the login is not one (Eurofurence: `403`,
    /// role `Attendee` missing).
    case notAnAttendee
    /// The server's answer could not be read.
    case malformed(String)
    /// The server could not be asked, did not answer usefully, or the login could not be renewed
    /// or kept.
    case failed(LoginError)

    public var description: String {
        switch self {
        case .notOffered:
            "This convention's server has no lost & found."
        case .notLoggedIn:
            "The lost & found needs a login; log in first."
        case .sessionEnded:
            "Your session ended, so you have been logged out; log in again to see the lost & found."
        case .notAnAttendee:
            "The convention's server shows the lost & found to registered attendees only, and this login is not one."
        case .malformed(let detail):
            "The lost & found the server sent could not be read: \(detail)"
        case .failed(let error):
            "The lost & found could not be fetched: \(error.description)"
        }
    }
}
