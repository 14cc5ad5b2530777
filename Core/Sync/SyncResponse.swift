/// One answer of a convention's data source: a full snapshot or the changes since a point in time.
///
/// Adapters translate their wire format (the Eurofurence API's `Sync`, a schedule export) into
/// this; the sync use case applies it to the stored content under the Eurofurence rules.
public struct SyncResponse: Sendable, Hashable {
    /// Which convention the data belongs to.
    public var conventionIdentifier: ConventionIdentifier
    /// The server's clock when it answered: the `since` of the next delta request.
    public var serverTime: Instant
    /// Changes to the days.
    public var days: EntityChanges<Day>
    /// Changes to the rooms.
    public var rooms: EntityChanges<Room>
    /// Changes to the tracks.
    public var tracks: EntityChanges<Track>
    /// Changes to the events.
    public var events: EntityChanges<Event>
    /// Changes to the announcements.
    public var announcements: EntityChanges<Announcement>
    /// Changes to the image references.
    public var images: EntityChanges<ImageReference>
    /// The convention's name and time zone, when the source gives them (nil keeps what is stored).
    public var details: ConventionDetails?
    /// The source's own version of this answer (e.g. an HTTP `ETag`), opaque to the Core: stored,
    /// and handed back on the next fetch. Nil when the source has none.
    public var sourceVersion: String?

    /// Creates a response.
    public init(
        conventionIdentifier: ConventionIdentifier, serverTime: Instant, days: EntityChanges<Day> = .none,
        rooms: EntityChanges<Room> = .none, tracks: EntityChanges<Track> = .none,
        events: EntityChanges<Event> = .none, announcements: EntityChanges<Announcement> = .none,
        images: EntityChanges<ImageReference> = .none, details: ConventionDetails? = nil, sourceVersion: String? = nil
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.serverTime = serverTime
        self.days = days
        self.rooms = rooms
        self.tracks = tracks
        self.events = events
        self.announcements = announcements
        self.images = images
        self.details = details
        self.sourceVersion = sourceVersion
    }

    /// A full snapshot: every node replaces all stored entities of its kind.
    public static func fullSnapshot(
        of content: ConventionContent, conventionIdentifier: ConventionIdentifier, serverTime: Instant
    ) -> SyncResponse {
        SyncResponse(
            conventionIdentifier: conventionIdentifier,
            serverTime: serverTime,
            days: .replacingAll(with: Array(content.days.all)),
            rooms: .replacingAll(with: Array(content.rooms.all)),
            tracks: .replacingAll(with: Array(content.tracks.all)),
            events: .replacingAll(with: Array(content.events.all)),
            announcements: .replacingAll(with: Array(content.announcements.all)),
            images: .replacingAll(with: Array(content.images.all)),
            details: content.details
        )
    }
}
