/// What the convention's server knows of a logged-in attendee (Eurofurence: `Users/:self`): their
/// roles and registrations.
public struct AttendeeProfile: Hashable, Sendable {
    /// The roles the server gives, e.g. `Attendee`, `AttendeeCheckedIn`, `Staff`; sorted, each once.
    public var roles: [String]
    /// The registrations the server knows for them.
    public var registrations: [AttendeeRegistration]

    /// Creates a profile; the roles are sorted and repeats dropped.
    public init(roles: [String], registrations: [AttendeeRegistration]) {
        self.roles = Array(Set(roles)).sorted()
        self.registrations = registrations
    }

    /// Whether the server counts them as a registered attendee (role `Attendee`), which messages,
    /// feedback, the badge pass and lost & found need.
    public var isAttendee: Bool { roles.contains("Attendee") }
}

/// A convention registration of the attendee: its number and where it stands.
public struct AttendeeRegistration: Hashable, Sendable {
    /// The registration number, e.g. `1234`.
    public var number: String
    /// Where it stands, as the server says: `New`, `Approved`, `Paid`, `CheckedIn`, `Cancelled`…
    public var status: String

    /// Creates a registration.
    public init(number: String, status: String) {
        self.number = number
        self.status = status
    }
}
