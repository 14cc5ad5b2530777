/// Everything kept for a logged-in attendee, saved and removed as one: the credential, what the
/// server knows of them, the last list of private messages (shown offline), and the read marks
/// and favourite changes not yet sent to the server.
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
    /// Favourites marked (true) or unmarked (false) here that the server has not taken yet (sent
    /// again after the next sync): the server keeps the attendee's favourites too.
    public var unsentFavourites: [Event.ID: Bool]

    /// Creates the state.
    public init(
        credential: Credential, profile: AttendeeProfile? = nil, messages: [PrivateMessage] = [],
        unsentReads: Set<PrivateMessage.ID> = [], unsentFavourites: [Event.ID: Bool] = [:]
    ) {
        self.credential = credential
        self.profile = profile
        self.messages = messages
        self.unsentReads = unsentReads
        self.unsentFavourites = unsentFavourites
    }
}
