/// Why the artist alley lists no table, as the user can act on it. The convention's server sends
/// the alley only to checked-in attendees (Eurofurence: the role `AttendeeCheckedIn`, or one of
/// the alley's moderators); everyone else gets an empty alley.
public enum ArtistAlleyAbsence: Hashable, Sendable {
    /// Nobody is logged in (or the session ended): log in, as a checked-in attendee, then refresh.
    case notLoggedIn
    /// The attendee is logged in, and the server says they are not checked in yet: the alley
    /// appears once they are (then refresh).
    case notCheckedIn
    /// The server shows the alley to this user, and no table is accepted yet (or the source has
    /// no alley at all).
    case noTablesYet
}
