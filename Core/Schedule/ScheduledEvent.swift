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
    /// How it changed in the last sync that changed the schedule, if it did.
    public var change: EventChange?

    /// Resolves an event.
    public init(event: Event, day: Day, room: Room, track: Track, isFavourite: Bool, change: EventChange? = nil) {
        self.event = event
        self.day = day
        self.room = room
        self.track = track
        self.isFavourite = isFavourite
        self.change = change
    }

    /// The event's identifier.
    public var id: Event.ID { event.id }
}

extension ConventionRepository {
    /// Resolves an event against the current content; nil when it or what it refers to is missing.
    func scheduled(_ event: Event) -> ScheduledEvent? {
        let content = content
        guard let day = content.days[event.dayID], let room = content.rooms[event.roomID],
            let track = content.tracks[event.trackID]
        else { return nil }
        return ScheduledEvent(
            event: event, day: day, room: room, track: track, isFavourite: favourites.contains(event.id),
            change: stored?.eventChanges[event.id])
    }

    /// Resolves the events matching a predicate, in schedule order (start, then end, title, id);
    /// when `candidates` is given, only those events are looked at.
    func scheduledEvents(among candidates: Set<Event.ID>? = nil, where isIncluded: (Event) -> Bool) -> [ScheduledEvent] {
        let events = content.events
        let considered: [Event] = candidates.map { ids in ids.compactMap { events[$0] } } ?? Array(events.all)
        return considered.lazy
            .filter(isIncluded)
            .compactMap(scheduled)
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
