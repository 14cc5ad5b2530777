/// Why a login, a logout or an attendee's request did not succeed, in words a user can act on.
/// No message ever contains a token.
public enum LoginError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The convention's source has no attendee services (e.g. a schedule export), or no identity
    /// provider is set up for it.
    case notOffered
    /// The request needs a login and none is stored.
    case notLoggedIn
    /// The login ended (the provider or the server no longer accepts it): log in again.
    case sessionEnded
    /// The identity provider did not log in, refresh or revoke.
    case identity(IdentityError)
    /// The convention's server could not be asked or did not answer usefully.
    case api(AttendeeAPIError)
    /// The login or logout could not be kept or removed; the state before is unchanged.
    case store(StoreError)

    public var description: String {
        switch self {
        case .notOffered:
            "This convention's source offers no login."
        case .notLoggedIn:
            "This needs a login; log in first."
        case .sessionEnded:
            "Your session ended, so you have been logged out; log in again. Your favourites are kept."
        case .identity(let error):
            error.description
        case .api(let error):
            error.description
        case .store(let error):
            error.description
        }
    }
}
