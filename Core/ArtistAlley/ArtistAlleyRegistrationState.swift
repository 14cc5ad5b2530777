/// Where an attendee's registration for an artist alley table stands, as the server says.
public enum ArtistAlleyRegistrationState: Hashable, Sendable {
    /// Waiting for the organisers (also after an accepted registration was changed).
    case pending
    /// The organisers accepted it: the table shows in the alley.
    case accepted
    /// The organisers turned it down.
    case rejected
    /// Published (a state the Eurofurence server names but does not use).
    case published
    /// A state this version does not know, kept as the server wrote it.
    case other(String)

    /// The state a server's word names (`Pending`, `Accepted`, `Rejected`, `Published`, case
    /// aside); any other word is kept as `.other`.
    public init(serverText: String) {
        switch serverText.lowercased() {
        case "pending": self = .pending
        case "accepted": self = .accepted
        case "rejected": self = .rejected
        case "published": self = .published
        default: self = .other(serverText)
        }
    }
}
