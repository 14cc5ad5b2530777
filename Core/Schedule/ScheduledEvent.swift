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
    /// Whether the user hid it (itself, its room, track or language): listed only when asked for.
    public var isHidden: Bool
    /// The friends whose kept lists pick it (`FriendsLists`), in name order: who else goes.
    public var friends: [String]

    /// Resolves an event.
    public init(
        event: Event, day: Day, room: Room, track: Track, isFavourite: Bool, change: EventChange? = nil,
        isHidden: Bool = false, friends: [String] = []
    ) {
        self.isHidden = isHidden
        self.friends = friends
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
    /// Resolves an event against the outline; nil when what it refers to is missing.
    func scheduled(_ event: Event) -> ScheduledEvent? {
        guard let outline, let day = outline[Day.self][event.dayID], let room = outline[Room.self][event.roomID],
            let track = outline[Track.self][event.trackID]
        else { return nil }
        return ScheduledEvent(
            event: event, day: day, room: room, track: track, isFavourite: favourites.contains(event.id),
            change: outline[changesOf: Event.self][event.id], isHidden: hiddenItems.hides(event),
            friends: friendsLists.friends(picking: event.id))
    }

    /// Every event matching a query, resolved, in schedule order; a failure to read throws.
    func checkedScheduledEvents(matching query: EventQuery) throws(StoreError) -> [ScheduledEvent] {
        try checkedEvents(matching: query).compactMap(scheduled)
    }

    /// The events matching a query, resolved, in schedule order, limited to a range.
    func scheduledEvents(matching query: EventQuery, in range: PageRange = .everything) -> ScheduledEventPage {
        let page = events(matching: query, in: range)
        return ScheduledEventPage(
            events: page.events.compactMap(scheduled), totalCount: page.totalCount, isCountComplete: page.isCountComplete)
    }
}

extension ScheduledEvent {
    /// Schedule order: by start, then end, then title, then identifier, so that listings are stable.
    static func isInScheduleOrder(_ lhs: ScheduledEvent, _ rhs: ScheduledEvent) -> Bool {
        EventQuery.isInScheduleOrder(lhs.event, rhs.event)
    }
}
