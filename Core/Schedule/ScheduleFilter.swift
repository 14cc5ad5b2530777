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
    /// Whether hidden events are listed too (`HiddenItems`); by default they are left out.
    public var includesHidden: Bool
    /// Only the events a friend picked: the name of a kept friend's list (`FriendsLists`, compared
    /// without case); a name no list is kept under lets nothing through.
    public var friend: String?
    /// Only events this person hosts (`EventQuery.isHosted(_:by:)`: a host's whole name, ASCII
    /// capitals aside).
    public var host: String?

    /// Creates a filter; the default lets everything through.
    ///
    /// - Parameters:
    ///   - favouritesOnly: only favourites.
    ///   - track: only events of this track.
    ///   - room: only events in this room.
    ///   - language: only events held in this language.
    ///   - unrecordedOnly: only events that will not be recorded.
    ///   - includesHidden: hidden events listed too.
    ///   - friend: only the events this friend picked.
    ///   - host: only the events this person hosts.
    public init(
        favouritesOnly: Bool = false, track: Track.ID? = nil, room: Room.ID? = nil, language: String? = nil,
        unrecordedOnly: Bool = false, includesHidden: Bool = false, friend: String? = nil, host: String? = nil
    ) {
        self.host = host
        self.friend = friend
        self.includesHidden = includesHidden
        self.favouritesOnly = favouritesOnly
        self.track = track
        self.room = room
        self.language = language
        self.unrecordedOnly = unrecordedOnly
    }

    /// Lets everything through.
    public static let none = ScheduleFilter()

    /// Whether an event passes, with the favourites, hidden items and friends' lists given.
    public func admits(
        _ event: Event, favourites: Set<Event.ID>, hidden: HiddenItems = .none, friends: FriendsLists = .none
    ) -> Bool {
        if !includesHidden, hidden.hides(event) { return false }
        if let host, !EventQuery.isHosted(event, by: host) { return false }
        if let friend, !(friends.picks(of: friend) ?? []).contains(event.id) { return false }
        if favouritesOnly, !favourites.contains(event.id) { return false }
        if let track, event.trackID != track { return false }
        if let room, event.roomID != room { return false }
        if let language, !EventQuery.isHeld(event, in: language) { return false }
        if unrecordedOnly, !event.isNotRecorded { return false }
        return true
    }
}
