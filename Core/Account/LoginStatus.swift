/// Whether an attendee is logged in.
public enum LoginStatus: Hashable, Sendable {
    /// The convention's source offers no login (e.g. a schedule export).
    case notOffered
    /// Nobody is logged in.
    case loggedOut
    /// A login was stored, but its token is no longer valid: log in again.
    case expired(username: String)
    /// An attendee is logged in.
    case loggedIn(LoggedInAttendee)
}

/// The attendee logged in, as shown (never the token).
public struct LoggedInAttendee: Hashable, Sendable {
    /// The name they logged in with.
    public var username: String
    /// Their registration number.
    public var registrationNumber: Int
    /// Until when the login counts.
    public var validUntil: Instant

    /// Creates the values.
    public init(username: String, registrationNumber: Int, validUntil: Instant) {
        self.username = username
        self.registrationNumber = registrationNumber
        self.validUntil = validUntil
    }

    init(_ credential: Credential) {
        self.init(
            username: credential.username, registrationNumber: credential.registrationNumber,
            validUntil: credential.validUntil)
    }
}
