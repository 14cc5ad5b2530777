/// Narrows a schedule listing down.
public struct ScheduleFilter: Hashable, Sendable {
    /// Only favourites.
    public var favouritesOnly: Bool
    /// Only events of this track.
    public var track: Track.ID?
    /// Only events in this room.
    public var room: Room.ID?
    /// Only events held in this language: a code such as `de` (which takes in `de-AT`), compared
    /// without case; events without a language never pass.
    public var language: String?
    /// Only events the source says will not be recorded (`Event.isNotRecorded`).
    public var unrecordedOnly: Bool

    /// Creates a filter; the default lets everything through.
    ///
    /// - Parameters:
    ///   - favouritesOnly: only favourites.
    ///   - track: only events of this track.
    ///   - room: only events in this room.
    ///   - language: only events held in this language.
    ///   - unrecordedOnly: only events that will not be recorded.
    public init(
        favouritesOnly: Bool = false, track: Track.ID? = nil, room: Room.ID? = nil, language: String? = nil,
        unrecordedOnly: Bool = false
    ) {
        self.favouritesOnly = favouritesOnly
        self.track = track
        self.room = room
        self.language = language
        self.unrecordedOnly = unrecordedOnly
    }

    /// Lets everything through.
    public static let none = ScheduleFilter()

    /// Whether an event passes.
    public func admits(_ event: Event, favourites: Set<Event.ID>) -> Bool {
        if favouritesOnly, !favourites.contains(event.id) { return false }
        if let track, event.trackID != track { return false }
        if let room, event.roomID != room { return false }
        if let language, !EventQuery.isHeld(event, in: language) { return false }
        if unrecordedOnly, !event.isNotRecorded { return false }
        return true
    }
}
