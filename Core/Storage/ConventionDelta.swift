/// Which stored entities a save may change, as the sync that produced it knows: a store can
/// write just those instead of comparing everything (the cost of a delta then grows with the
/// delta, not with the convention).
public struct ConventionDelta: Hashable, Sendable {
    /// Days that may have changed or gone.
    public var days: TouchedEntities<Day>
    /// Rooms that may have changed or gone.
    public var rooms: TouchedEntities<Room>
    /// Tracks that may have changed or gone.
    public var tracks: TouchedEntities<Track>
    /// Events that may have changed or gone.
    public var events: TouchedEntities<Event>
    /// Announcements that may have changed or gone.
    public var announcements: TouchedEntities<Announcement>
    /// Image references that may have changed or gone.
    public var images: TouchedEntities<ImageReference>
    /// Events whose change marks may have changed or gone.
    public var eventChanges: TouchedEntities<Event>

    /// Creates a delta.
    public init(
        days: TouchedEntities<Day>, rooms: TouchedEntities<Room>, tracks: TouchedEntities<Track>,
        events: TouchedEntities<Event>, announcements: TouchedEntities<Announcement>,
        images: TouchedEntities<ImageReference>, eventChanges: TouchedEntities<Event>
    ) {
        self.days = days
        self.rooms = rooms
        self.tracks = tracks
        self.events = events
        self.announcements = announcements
        self.images = images
        self.eventChanges = eventChanges
    }

    /// Only these events (changed, added or removed) may differ; nothing else did.
    public static func touchingOnly(events: Set<Event.ID>) -> ConventionDelta {
        ConventionDelta(
            days: .only([]), rooms: .only([]), tracks: .only([]), events: .only(events), announcements: .only([]),
            images: .only([]), eventChanges: .only([]))
    }

    /// Anything may have changed: the store compares or rewrites everything.
    public static let everything = ConventionDelta(
        days: .everything, rooms: .everything, tracks: .everything, events: .everything,
        announcements: .everything, images: .everything, eventChanges: .everything)
}

/// The entities of one kind a save may change.
public enum TouchedEntities<Entity: Identifiable>: Hashable, Sendable where Entity.ID: Hashable & Sendable {
    /// Any of them.
    case everything
    /// Only these (changed, added or removed); every other one is as stored.
    case only(Set<Entity.ID>)

    /// The delta of one kind of entity in a sync response: everything after a
    /// `RemoveAllBeforeInsert`, else what it changed or deleted.
    static func touched(by changes: EntityChanges<Entity>) -> TouchedEntities
    where Entity: Sendable & Hashable {
        changes.removeAllBeforeInsert ? .everything : .only(Set(changes.changed.map(\.id)).union(changes.deleted))
    }
}
