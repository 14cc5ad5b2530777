/// An event with its day, room and track resolved and whether the user marked it a favourite.
public struct ScheduledEvent: Identifiable, Hashable, Sendable {
    /// The event.
    public var event: Event
    /// Its convention day.
    public var day: Day
    /// Its room.
    public var room: Room
    /// Its track.
    public var track: Track
    /// Whether the user marked it a favourite.
    public var isFavourite: Bool

    /// Resolves an event.
    public init(event: Event, day: Day, room: Room, track: Track, isFavourite: Bool) {
        self.event = event
        self.day = day
        self.room = room
        self.track = track
        self.isFavourite = isFavourite
    }

    /// The event's identifier.
    public var id: Event.ID { event.id }
}

extension ConventionContent {
    /// Resolves an event against this content; nil when it or what it refers to is missing.
    func scheduled(_ event: Event, favourites: Set<Event.ID>) -> ScheduledEvent? {
        guard let day = days[event.dayID], let room = rooms[event.roomID], let track = tracks[event.trackID] else {
            return nil
        }
        return ScheduledEvent(event: event, day: day, room: room, track: track, isFavourite: favourites.contains(event.id))
    }

    /// Resolves events matching a predicate, in schedule order (start, then title, then id).
    func scheduledEvents(favourites: Set<Event.ID>, where isIncluded: (Event) -> Bool) -> [ScheduledEvent] {
        events.all.lazy
            .filter(isIncluded)
            .compactMap { scheduled($0, favourites: favourites) }
            .sorted(by: ScheduledEvent.isInScheduleOrder)
    }
}

extension ScheduledEvent {
    /// Schedule order: by start, then end, then title, then identifier, so that listings are stable.
    static func isInScheduleOrder(_ lhs: ScheduledEvent, _ rhs: ScheduledEvent) -> Bool {
        (lhs.event.start, lhs.event.end, lhs.event.title, lhs.event.id)
            < (rhs.event.start, rhs.event.end, rhs.event.title, rhs.event.id)
    }
}
