/// A favourite event that a sync took off the schedule, kept as it was last seen so the user
/// learns it is gone instead of finding it silently missing.
public struct RemovedFavourite: Identifiable, Hashable, Sendable {
    /// The event as it was before it was removed.
    public var event: Event
    /// Its day, room and track as they were then (nil when they went with it and were unknown).
    public var day: Day?
    /// Its room as it was then.
    public var room: Room?
    /// Its track as it was then.
    public var track: Track?
    /// The server time of the sync that removed it.
    public var removedAt: Instant

    /// Creates the record of a removed favourite.
    public init(event: Event, day: Day?, room: Room?, track: Track?, removedAt: Instant) {
        self.event = event
        self.day = day
        self.room = room
        self.track = track
        self.removedAt = removedAt
    }

    /// The removed event's identifier.
    public var id: Event.ID { event.id }
}
