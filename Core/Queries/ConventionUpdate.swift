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

/// The entities of one kind a sync inserted or replaced, and those it removed.
public struct EntityUpdate<Entity: Identifiable & Sendable & Codable & Hashable>: Sendable, Hashable
where Entity.ID: Sendable & Codable {
    /// Inserted or replaced, by identifier.
    public var upserted: [Entity]
    /// Removed.
    public var removed: Set<Entity.ID>

    /// Creates the update of one kind.
    public init(upserted: [Entity] = [], removed: Set<Entity.ID> = []) {
        self.upserted = upserted
        self.removed = removed
    }

    /// Nothing changed.
    public static var none: EntityUpdate { EntityUpdate() }

    /// The difference, among some identifiers, between two versions of a table.
    init(among ids: some Sequence<Entity.ID>, from old: EntityTable<Entity>, to new: EntityTable<Entity>) {
        var upserted: [Entity] = []
        var removed: Set<Entity.ID> = []
        for id in Set(ids) {
            if let entity = new[id] {
                if old[id] != entity { upserted.append(entity) }
            } else if old.contains(id) {
                removed.insert(id)
            }
        }
        self.init(upserted: upserted, removed: removed)
    }

    /// The table with the update applied.
    func applied(to table: EntityTable<Entity>) -> EntityTable<Entity> {
        var table = table
        for id in removed { table.remove(id) }
        for entity in upserted { table.upsert(entity) }
        return table
    }
}

extension StoredConvention {
    /// The convention with an update applied: the rule every `ConventionQueryStore.apply(_:)` follows.
    public func applying(_ update: ConventionUpdate) -> StoredConvention {
        var content = content
        content.days = update.days.applied(to: content.days)
        content.rooms = update.rooms.applied(to: content.rooms)
        content.tracks = update.tracks.applied(to: content.tracks)
        content.events = update.events.applied(to: content.events)
        content.announcements = update.announcements.applied(to: content.announcements)
        content.images = update.images.applied(to: content.images)
        content.details = update.details
        return StoredConvention(
            conventionIdentifier: update.conventionIdentifier, lastServerTime: update.lastServerTime, content: content,
            eventChanges: update.eventChanges ?? eventChanges, removedFavourites: update.removedFavourites,
            sourceVersion: update.sourceVersion)
    }
}
