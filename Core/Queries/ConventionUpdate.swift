/// What one sync changed, for a store that applies it without the whole convention
/// (`ConventionQueryStore.apply(_:)`). `StoredConvention.applying(_:)` is the rule.
public struct ConventionUpdate: Sendable, Hashable {
    /// Which convention this is.
    public var conventionIdentifier: ConventionIdentifier
    /// The server time of the applied response.
    public var lastServerTime: Instant
    /// The source's version of the applied response.
    public var sourceVersion: String?
    /// The convention's name and time zone after the sync.
    public var details: ConventionDetails?
    /// Days inserted, replaced or removed.
    public var days: EntityUpdate<Day>
    /// Rooms inserted, replaced or removed.
    public var rooms: EntityUpdate<Room>
    /// Tracks inserted, replaced or removed.
    public var tracks: EntityUpdate<Track>
    /// Events inserted, replaced or removed.
    public var events: EntityUpdate<Event>
    /// Announcements inserted, replaced or removed.
    public var announcements: EntityUpdate<Announcement>
    /// Image references inserted, replaced or removed.
    public var images: EntityUpdate<ImageReference>
    /// The change marks after the sync, replacing the stored ones; nil keeps them.
    public var eventChanges: [Event.ID: EventChange]?
    /// The favourites removed from the schedule after the sync, replacing the stored ones.
    public var removedFavourites: [Event.ID: RemovedFavourite]

    /// Creates an update.
    public init(
        conventionIdentifier: ConventionIdentifier, lastServerTime: Instant, sourceVersion: String?,
        details: ConventionDetails?, days: EntityUpdate<Day> = .none, rooms: EntityUpdate<Room> = .none,
        tracks: EntityUpdate<Track> = .none, events: EntityUpdate<Event> = .none,
        announcements: EntityUpdate<Announcement> = .none, images: EntityUpdate<ImageReference> = .none,
        eventChanges: [Event.ID: EventChange]?, removedFavourites: [Event.ID: RemovedFavourite]
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.lastServerTime = lastServerTime
        self.sourceVersion = sourceVersion
        self.details = details
        self.days = days
        self.rooms = rooms
        self.tracks = tracks
        self.events = events
        self.announcements = announcements
        self.images = images
        self.eventChanges = eventChanges
        self.removedFavourites = removedFavourites
    }
}
