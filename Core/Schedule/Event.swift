/// One entry of the convention's schedule: a panel, a workshop, a party.
public struct Event: Identifiable, Hashable, Sendable, Codable {
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

    /// Decodes an event; `language` and `links` may be absent (stores written before they existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        slug = try container.decode(String.self, forKey: .slug)
        title = try container.decode(String.self, forKey: .title)
        subtitle = try container.decode(String.self, forKey: .subtitle)
        abstract = try container.decode(String.self, forKey: .abstract)
        description = try container.decode(String.self, forKey: .description)
        hosts = try container.decode([String].self, forKey: .hosts)
        dayID = try container.decode(Day.ID.self, forKey: .dayID)
        roomID = try container.decode(Room.ID.self, forKey: .roomID)
        trackID = try container.decode(Track.ID.self, forKey: .trackID)
        start = try container.decode(Instant.self, forKey: .start)
        end = try container.decode(Instant.self, forKey: .end)
        tags = try container.decode([String].self, forKey: .tags)
        bannerImageID = try container.decodeIfPresent(ImageReference.ID.self, forKey: .bannerImageID)
        posterImageID = try container.decodeIfPresent(ImageReference.ID.self, forKey: .posterImageID)
        isAcceptingFeedback = try container.decode(Bool.self, forKey: .isAcceptingFeedback)
        isDeviatingFromConBook = try container.decode(Bool.self, forKey: .isDeviatingFromConBook)
        language = try container.decodeIfPresent(String.self, forKey: .language) ?? ""
        links = try container.decodeIfPresent([EventLink].self, forKey: .links) ?? []
    }

    /// Whether the event is under way at an instant (started, not yet ended).
    public func isRunning(at instant: Instant) -> Bool {
        start <= instant && instant < end
    }
}
