/// What the attendee chose not to see of a convention: single events, and whole rooms, tracks and
/// languages.
///
/// Hidden events leave the schedule, News, the timetable, reminders, clash checks, free time and
/// exports (unless asked for); a search still finds them, marked hidden. Kept per convention in the
/// attendee's own state (`AttendeeStore`), by identifier, so that a re-sync keeps them.
public struct HiddenItems: Hashable, Sendable {
    /// Events hidden one by one.
    public var events: Set<Event.ID>
    /// Rooms whose every event is hidden.
    public var rooms: Set<Room.ID>
    /// Tracks whose every event is hidden.
    public var tracks: Set<Track.ID>
    /// Language codes whose events are hidden, lower-cased ASCII; `de` hides `de-AT` too (the rule
    /// of `EventQuery.isHeld(_:in:)`).
    public var languages: Set<String>

    /// Creates a set of hidden items; language codes are kept lower-cased, empty ones dropped.
    ///
    /// - Parameters:
    ///   - events: events hidden one by one.
    ///   - rooms: rooms whose events are hidden.
    ///   - tracks: tracks whose events are hidden.
    ///   - languages: language codes whose events are hidden.
    public init(
        events: Set<Event.ID> = [], rooms: Set<Room.ID> = [], tracks: Set<Track.ID> = [], languages: Set<String> = []
    ) {
        self.events = events
        self.rooms = rooms
        self.tracks = tracks
        self.languages = Set(languages.map(Self.languageCode).filter { !$0.isEmpty })
    }

    /// Nothing hidden.
    public static let none = HiddenItems()

    /// Whether nothing is hidden.
    public var isEmpty: Bool {
        events.isEmpty && rooms.isEmpty && tracks.isEmpty && languages.isEmpty
    }

    /// Whether an event is hidden: by itself, by its room, its track or its language.
    public func hides(_ event: Event) -> Bool {
        events.contains(event.id) || rooms.contains(event.roomID) || tracks.contains(event.trackID)
            || languages.contains { EventQuery.isHeld(event, in: $0) }
    }

    /// The items that hide an event (empty when it is not hidden): the event itself, its room,
    /// its track, the hidden languages it is held in. Showing them all again shows the event.
    public func reasons(hiding event: Event) -> HiddenItems {
        HiddenItems(
            events: events.intersection([event.id]), rooms: rooms.intersection([event.roomID]),
            tracks: tracks.intersection([event.trackID]),
            languages: languages.filter { EventQuery.isHeld(event, in: $0) })
    }

    /// A language code as it is kept: ASCII capitals lowered, white space around trimmed.
    public static func languageCode(_ code: String) -> String {
        EventQuery.asciiLowercased(code.trimmingSpaces)
    }
}

extension HiddenItems {
    /// These items and those of another set.
    public func union(_ other: HiddenItems) -> HiddenItems {
        HiddenItems(
            events: events.union(other.events), rooms: rooms.union(other.rooms), tracks: tracks.union(other.tracks),
            languages: languages.union(other.languages))
    }

    /// These items without those of another set.
    public func subtracting(_ other: HiddenItems) -> HiddenItems {
        HiddenItems(
            events: events.subtracting(other.events), rooms: rooms.subtracting(other.rooms),
            tracks: tracks.subtracting(other.tracks), languages: languages.subtracting(other.languages))
    }
}
