/// A table in the artist alley: an attendee's registration the organisers accepted, shown while it
/// lasts (the artist checks out, or the registration expires, and it leaves with the next sync).
///
/// Eurofurence sends the alley (`TableRegistrations`) only to checked-in attendees; everyone else
/// gets an empty list that replaces what was stored.
public struct ArtistAlleyTable: Hashable, Sendable, Codable {
    /// Identifies a table's registration.
    public typealias ID = Identifier<ArtistAlleyTable>

    /// The registration's identifier.
    public var id: ID
    /// The artist's name as they want it shown.
    public var displayName: String
    /// What they offer, in a few words; may be empty.
    public var shortDescription: String
    /// Where the table is, as the organisers number it (e.g. `12`); may be empty.
    public var location: String
    /// Their website, as the source spells it; empty when none.
    public var websiteURL: String
    /// Their Telegram handle, as the source spells it (with or without `@`); empty when none.
    public var telegramHandle: String
    /// A picture of their table or art, if there is one.
    public var imageID: ImageReference.ID?
    /// When they registered.
    public var registeredAt: Instant

    /// Creates a table.
    public init(
        id: ID, displayName: String, shortDescription: String = "", location: String = "", websiteURL: String = "",
        telegramHandle: String = "", imageID: ImageReference.ID? = nil, registeredAt: Instant
    ) {
        self.id = id
        self.displayName = displayName
        self.shortDescription = shortDescription
        self.location = location
        self.websiteURL = websiteURL
        self.telegramHandle = telegramHandle
        self.imageID = imageID
        self.registeredAt = registeredAt
    }
}

extension ArtistAlleyTable: OutlineEntity {
    /// Tables are few (a hundred at most): the outline holds them all. A table's picture must be
    /// among the images.
    public static let kind = EntityKind<ArtistAlleyTable>(name: "artistAlleyTable", references: [.optional(\.imageID)])
}
