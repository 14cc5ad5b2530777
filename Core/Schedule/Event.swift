/// One entry of the convention's schedule: a panel, a workshop, a party.
public struct Event: Hashable, Sendable {
    /// Identifies an event.
    public typealias ID = Identifier<Event>

    /// The event's identifier.
    public var id: ID
    /// A short, URL-friendly name given by the organisers, if any.
    public var slug: String
    /// The title.
    public var title: String
    /// A subtitle; empty when there is none.
    public var subtitle: String
    /// A short summary (may be Markdown).
    public var abstract: String
    /// The long description (may be Markdown); may repeat the abstract.
    public var description: String
    /// The people hosting the event, in the organisers' order.
    public var hosts: [String]
    /// The convention day the event belongs to (an event after midnight stays on its day).
    public var dayID: Day.ID
    /// Where it happens.
    public var roomID: Room.ID
    /// Its track (category).
    public var trackID: Track.ID
    /// When it starts.
    public var start: Instant
    /// When it ends.
    public var end: Instant
    /// Free-form tags, e.g. `mask_required`.
    public var tags: [String]
    /// A wide banner image, if any.
    public var bannerImageID: ImageReference.ID?
    /// A poster image, if any.
    public var posterImageID: ImageReference.ID?
    /// Whether attendees may send feedback about it.
    public var isAcceptingFeedback: Bool
    /// Whether it deviates from the printed con book.
    public var isDeviatingFromConBook: Bool
    /// The language it is held in (e.g. `en`); empty when unknown.
    public var language: String
    /// Links attached to it.
    public var links: [EventLink]

    /// Creates an event.
    public init(
        id: ID, slug: String = "", title: String, subtitle: String = "", abstract: String = "",
        description: String = "", hosts: [String] = [], dayID: Day.ID, roomID: Room.ID, trackID: Track.ID,
        start: Instant, end: Instant, tags: [String] = [], bannerImageID: ImageReference.ID? = nil,
        posterImageID: ImageReference.ID? = nil, isAcceptingFeedback: Bool = false,
        isDeviatingFromConBook: Bool = false, language: String = "", links: [EventLink] = []
    ) {
        self.id = id
        self.slug = slug
        self.title = title
        self.subtitle = subtitle
        self.abstract = abstract
        self.description = description
        self.hosts = hosts
        self.dayID = dayID
        self.roomID = roomID
        self.trackID = trackID
        self.start = start
        self.end = end
        self.tags = tags
        self.bannerImageID = bannerImageID
        self.posterImageID = posterImageID
        self.isAcceptingFeedback = isAcceptingFeedback
        self.isDeviatingFromConBook = isDeviatingFromConBook
        self.language = language
        self.links = links
    }

    /// Whether the event is under way at an instant (started, not yet ended).
    public func isRunning(at instant: Instant) -> Bool {
        start <= instant && instant < end
    }
}

extension Event {
    /// Whether the two events run at the same time for a while: one starts before the other ends
    /// (an event ending as another starts does not overlap it).
    public func overlaps(_ other: Event) -> Bool {
        start < other.end && other.start < end
    }
}

extension Event: SyncedEntity {
    /// Events are many (the Core reads them from the store as it needs them); each is on a day,
    /// in a room and of a track that must exist, and goes when its day, room or track goes; its
    /// banner and poster are images to download.
    public static let kind = EntityKind<Event>(
        name: "event",
        references: [
            .required(\.dayID), .required(\.roomID), .required(\.trackID), .optional(\.bannerImageID),
            .optional(\.posterImageID),
        ])

    /// Its title.
    public var nameInMessages: String { title }
}

extension Event: ChangeTracked {
    /// The parts of an event attendees want to hear about when they change.
    public static func changedFields(from old: Event, to new: Event) -> Set<EventField> {
        var fields: Set<EventField> = []
        if old.title != new.title { fields.insert(.title) }
        if old.subtitle != new.subtitle { fields.insert(.subtitle) }
        if old.hosts != new.hosts { fields.insert(.speakers) }
        if old.language != new.language { fields.insert(.language) }
        if old.roomID != new.roomID { fields.insert(.room) }
        if old.trackID != new.trackID { fields.insert(.track) }
        if old.dayID != new.dayID { fields.insert(.day) }
        if old.start != new.start { fields.insert(.start) }
        if old.start.duration(to: old.end) != new.start.duration(to: new.end) { fields.insert(.duration) }
        return fields
    }
}
