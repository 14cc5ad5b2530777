/// Whether an attendee is logged in.
public enum LoginStatus: Hashable, Sendable {
    /// The convention's source offers no login (e.g. a schedule export).
    case notOffered
    /// Nobody is logged in.
    case loggedOut
    /// The login ended: the identity provider no longer accepts it, or it was saved by a login
    /// the server no longer offers. Log in again (the favourites are kept).
    case sessionEnded(name: String?)
    /// An attendee is logged in.
    case loggedIn(LoggedInAttendee)
}

/// The attendee logged in, as shown (never a token).
public struct LoggedInAttendee: Hashable, Sendable {
    /// Their name.
    public var name: String
    /// Their roles and registrations, when the server told them.
    public var profile: AttendeeProfile?
    /// Until when the access token counts (it is renewed before then when it can be); nil when
    /// not known.
    public var validUntil: Instant?

    /// Creates the values.
    public init(name: String, profile: AttendeeProfile?, validUntil: Instant?) {
        self.name = name
        self.profile = profile
        self.validUntil = validUntil
    }

    init(_ state: AccountState) {
        self.init(name: state.credential.name, profile: state.profile, validUntil: state.credential.validUntil)
    }

    /// The first registration's number, when the server told one.
    public var registrationNumber: String? { profile?.registrations.first?.number }
}
