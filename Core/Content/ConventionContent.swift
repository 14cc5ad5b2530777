/// Everything Conbook knows about one convention's published data, at one moment.
public struct ConventionContent: Sendable, Hashable, Codable {
    /// The schedule's days.
    public var days: EntityTable<Day>
    /// The rooms.
    public var rooms: EntityTable<Room>
    /// The tracks.
    public var tracks: EntityTable<Track>
    /// The events.
    public var events: EntityTable<Event>
    /// The announcements.
    public var announcements: EntityTable<Announcement>
    /// What is known about images.
    public var images: EntityTable<ImageReference>
    /// The convention's name and time zone, when the source gives them.
    public var details: ConventionDetails?

    /// Creates content from lists of entities.
    public init(
        days: [Day] = [], rooms: [Room] = [], tracks: [Track] = [], events: [Event] = [],
        announcements: [Announcement] = [], images: [ImageReference] = [], details: ConventionDetails? = nil
    ) {
        self.days = EntityTable(days)
        self.rooms = EntityTable(rooms)
        self.tracks = EntityTable(tracks)
        self.events = EntityTable(events)
        self.announcements = EntityTable(announcements)
        self.images = EntityTable(images)
        self.details = details
    }

    /// Content with nothing in it.
    public static let empty = ConventionContent()

    /// The days in calendar order.
    public var daysInOrder: [Day] {
        days.all.sorted { ($0.date, $0.name, $0.id) < ($1.date, $1.name, $1.id) }
    }
}
