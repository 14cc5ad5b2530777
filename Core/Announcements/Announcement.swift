/// A message from the organisers to every attendee.
public struct Announcement: Hashable, Sendable {
    /// Identifies an announcement.
    public typealias ID = Identifier<Announcement>

    /// The announcement's identifier.
    public var id: ID
    /// Its headline.
    public var title: String
    /// Its text (may be Markdown).
    public var content: String
    /// Who wrote it, e.g. `Eurofurence`.
    public var author: String
    /// The organisers' area it comes from, e.g. `IT`.
    public var area: String
    /// From when it is shown.
    public var validFrom: Instant
    /// Until when it is shown.
    public var validUntil: Instant
    /// When it was last changed: newer announcements come first.
    public var lastChanged: Instant
    /// An image to show with it, if any.
    public var imageID: ImageReference.ID?

    /// Creates an announcement.
    public init(
        id: ID, title: String, content: String, author: String = "", area: String = "", validFrom: Instant,
        validUntil: Instant, lastChanged: Instant, imageID: ImageReference.ID? = nil
    ) {
        self.id = id
        self.title = title
        self.content = content
        self.author = author
        self.area = area
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.lastChanged = lastChanged
        self.imageID = imageID
    }

    /// Whether it is meant to be shown at an instant.
    public func isValid(at instant: Instant) -> Bool {
        validFrom <= instant && instant < validUntil
    }
}

extension Announcement: OutlineEntity {
    /// Announcements are few: the outline holds them all; their image is one to download.
    public static let kind = EntityKind<Announcement>(name: "announcement", references: [.optional(\.imageID)])
}
