/// Everything kept for a logged-in attendee, saved and removed as one: the credential, what the
/// server knows of them, the last list of private messages (shown offline), and the read marks
/// not yet sent to the server.
public struct AccountState: Hashable, Sendable {
    /// The login.
    public var credential: Credential
    /// Their roles and registrations as last fetched; nil until the server told them.
    public var profile: AttendeeProfile?
    /// The messages as last fetched, with the read marks made here.
    public var messages: [PrivateMessage]
    /// Messages read here whose read mark the server has not confirmed yet (sent again on the next
    /// refresh).
    public var unsentReads: Set<PrivateMessage.ID>

    /// Creates the state.
    public init(
        credential: Credential, profile: AttendeeProfile? = nil, messages: [PrivateMessage] = [],
        unsentReads: Set<PrivateMessage.ID> = []
    ) {
        self.credential = credential
        self.profile = profile
        self.messages = messages
        self.unsentReads = unsentReads
    }
}
