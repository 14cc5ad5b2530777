/// A stored convention without its events: what opening the app needs (days, rooms, tracks,
/// announcements, change marks, removed favourites), read without decoding every event.
public struct ConventionOutline: Sendable, Hashable {
    /// Which convention this is.
    public var conventionIdentifier: ConventionIdentifier
    /// The server time of the last applied response.
    public var lastServerTime: Instant
    /// The source's version of the last applied response, if it has versions.
    public var sourceVersion: String?
    /// The convention's name and time zone, when the source gave them.
    public var details: ConventionDetails?
    /// The days.
    public var days: EntityTable<Day>
    /// The rooms.
    public var rooms: EntityTable<Room>
    /// The tracks.
    public var tracks: EntityTable<Track>
    /// The announcements.
    public var announcements: EntityTable<Announcement>
    /// The image references.
    public var images: EntityTable<ImageReference>
    /// How events differ from the version before the last sync that changed any.
    public var eventChanges: [Event.ID: EventChange]
    /// Favourite events that syncs took off the schedule.
    public var removedFavourites: [Event.ID: RemovedFavourite]
    /// The tracks that have at least one event.
    public var trackIDsInUse: Set<Track.ID>
    /// The rooms that have at least one event.
    public var roomIDsInUse: Set<Room.ID>
    /// How many events there are.
    public var eventCount: Int

    /// Creates an outline.
    public init(
        conventionIdentifier: ConventionIdentifier, lastServerTime: Instant, sourceVersion: String?,
        details: ConventionDetails?, days: EntityTable<Day>, rooms: EntityTable<Room>, tracks: EntityTable<Track>,
        announcements: EntityTable<Announcement>, images: EntityTable<ImageReference>,
        eventChanges: [Event.ID: EventChange], removedFavourites: [Event.ID: RemovedFavourite],
        trackIDsInUse: Set<Track.ID>, roomIDsInUse: Set<Room.ID>, eventCount: Int
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.lastServerTime = lastServerTime
        self.sourceVersion = sourceVersion
        self.details = details
        self.days = days
        self.rooms = rooms
        self.tracks = tracks
        self.announcements = announcements
        self.images = images
        self.eventChanges = eventChanges
        self.removedFavourites = removedFavourites
        self.trackIDsInUse = trackIDsInUse
        self.roomIDsInUse = roomIDsInUse
        self.eventCount = eventCount
    }

    /// The outline of a whole stored convention.
    public init(of stored: StoredConvention) {
        let content = stored.content
        var tracks: Set<Track.ID> = []
        var rooms: Set<Room.ID> = []
        for event in content.events.all {
            tracks.insert(event.trackID)
            rooms.insert(event.roomID)
        }
        self.init(
            conventionIdentifier: stored.conventionIdentifier, lastServerTime: stored.lastServerTime,
            sourceVersion: stored.sourceVersion, details: content.details, days: content.days, rooms: content.rooms,
            tracks: content.tracks, announcements: content.announcements, images: content.images,
            eventChanges: stored.eventChanges, removedFavourites: stored.removedFavourites, trackIDsInUse: tracks,
            roomIDsInUse: rooms, eventCount: content.events.count)
    }

    /// The days in calendar order.
    public var daysInOrder: [Day] {
        days.all.sorted { ($0.date, $0.name, $0.id) < ($1.date, $1.name, $1.id) }
    }
}
