/// The attendee's own latest registration for a table in the artist alley, as the convention's
/// server keeps it (Eurofurence: `ArtistsAlley/TableRegistration/:my-latest`).
public struct ArtistAlleyRegistration: Hashable, Sendable {
    /// Identifies the registration.
    public typealias ID = Identifier<ArtistAlleyRegistration>

    /// The registration's identifier.
    public var id: ID
    /// Where it stands.
    public var state: ArtistAlleyRegistrationState
    /// The name shown in the alley.
    public var displayName: String
    /// What they offer, in a few words.
    public var shortDescription: String
    /// The table asked for, as the organisers number it (e.g. `12`).
    public var location: String
    /// Their website; empty when none.
    public var websiteURL: String
    /// Their Telegram handle; empty when none.
    public var telegramHandle: String

    /// Creates a registration.
    public init(
        id: ID, state: ArtistAlleyRegistrationState, displayName: String, shortDescription: String = "",
        location: String = "", websiteURL: String = "", telegramHandle: String = ""
    ) {
        self.id = id
        self.state = state
        self.displayName = displayName
        self.shortDescription = shortDescription
        self.location = location
        self.websiteURL = websiteURL
        self.telegramHandle = telegramHandle
    }
}
