/// Which events to read from a convention: every condition that is set must hold.
///
/// `matches(_:)` is the rule; a store that answers queries itself (e.g. in SQL) must agree with
/// it, in schedule order (`EventQuery.isInScheduleOrder`). The store contract checks both.
public struct EventQuery: Hashable, Sendable {
    /// Only events on this day.
    public var day: Day.ID?
    /// Only these events.
    public var ids: Set<Event.ID>?
    /// Only events of this track.
    public var track: Track.ID?
    /// Only events in this room.
    public var room: Room.ID?
    /// Only events under way at this instant (started, not yet ended).
    public var runningAt: Instant?
    /// Only events starting after this instant.
    public var startingAfter: Instant?
    /// Only events starting at or before this instant.
    public var startingNoLaterThan: Instant?
    /// Only events in which every one of these words begins a word of the title, subtitle,
    /// abstract, hosts or tags, ignoring case (see `EventQuery.searchWords(in:)`).
    public var words: [String]?
    /// Only events held in this language (see `isHeld(_:in:)`).
    public var language: String?
    /// Only events with this tag, exactly as written (e.g. `Event.notRecordedTag`); a tag holding
    /// the control characters U+001E or U+001F matches no event.
    public var tag: String?
    /// Only events one of whose hosts is this name, ASCII capitals aside (as SQLite's `lower`); an
    /// empty name, or one holding the control characters U+001E or U+001F, matches no event.
    public var host: String?
    /// Leaves out the events these hide (`HiddenItems.hides(_:)`); nil: none left out.
    public var hiding: HiddenItems?
    /// The order of the events found: schedule order, or (with words) the best matches first.
    public var order: EventOrder = .schedule

    /// Creates a query; without conditions it matches every event.
    public init(
        day: Day.ID? = nil, ids: Set<Event.ID>? = nil, track: Track.ID? = nil, room: Room.ID? = nil,
        runningAt: Instant? = nil, startingAfter: Instant? = nil, startingNoLaterThan: Instant? = nil,
        words: [String]? = nil, language: String? = nil, tag: String? = nil, order: EventOrder = .schedule
    ) {
        self.language = language
        self.tag = tag
        self.order = order
        self.day = day
        self.ids = ids
        self.track = track
        self.room = room
        self.runningAt = runningAt
        self.startingAfter = startingAfter
        self.startingNoLaterThan = startingNoLaterThan
        self.words = words
    }

    /// A search text as query words: lower-cased runs of letters and digits, e.g.
    /// `"Sketchy-Fox art"` → `["sketchy", "fox", "art"]`.
    public static func searchWords(in text: String) -> [String] {
        SearchWords(text).words.map(String.init)
    }

    /// Every event.
    public static let all = EventQuery()

    /// Whether an event meets every condition.
    public func matches(_ event: Event) -> Bool {
        if let day, event.dayID != day { return false }
        if let ids, !ids.contains(event.id) { return false }
        if let track, event.trackID != track { return false }
        if let room, event.roomID != room { return false }
        if let runningAt, !event.isRunning(at: runningAt) { return false }
        if let startingAfter, event.start <= startingAfter { return false }
        if let startingNoLaterThan, event.start > startingNoLaterThan { return false }
        if let language, !Self.isHeld(event, in: language) { return false }
        if let tag, tag.unicodeScalars.contains(where: { $0 == "\u{1E}" || $0 == "\u{1F}" }) || !event.tags.contains(tag) {
            return false
        }
        if let hiding, hiding.hides(event) { return false }
        if let host, !Self.isHosted(event, by: host) { return false }
        if let words, !SearchWords.ofEvent(event).containsPrefixes(of: words.map { Substring($0) }) { return false }
        return true
    }

    /// Whether an event is held in a language: its code (ASCII letters compared without case) is
    /// the one asked for, or starts with it and a hyphen (`de` takes in `de-AT`). An event without a
    /// language, or an empty code, never matches.
    public static func isHeld(_ event: Event, in language: String) -> Bool {
        let wanted = asciiLowercased(language)
        let held = asciiLowercased(event.language)
        guard !wanted.isEmpty, !held.isEmpty else { return false }
        return held == wanted || held.hasPrefix(wanted + "-")
    }

    /// Whether one of an event's hosts is a name, ASCII capitals aside.
    public static func isHosted(_ event: Event, by name: String) -> Bool {
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0 == "\u{1E}" || $0 == "\u{1F}" }) else { return false }
        let wanted = asciiLowercased(name)
        return event.hosts.contains { asciiLowercased($0) == wanted }
    }

    /// A code with its ASCII capitals lowered and nothing else changed (as SQLite's `lower`).
    static func asciiLowercased(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
                }))
    }

    /// Whether one event comes before another in this query's order: by relevance (see
    /// `relevance(of:)`, then schedule order) when it orders so and has words; else schedule order.
    public func isInOrder(_ lhs: Event, _ rhs: Event) -> Bool {
        guard order == .relevance, let words, !words.isEmpty else { return Self.isInScheduleOrder(lhs, rhs) }
        let (left, right) = (relevance(of: lhs), relevance(of: rhs))
        return left != right ? left < right : Self.isInScheduleOrder(lhs, rhs)
    }

    /// How well an event matches the query's words, 0 best: where the worst-placed word is found,
    /// each word in its best place — the title (0), the hosts (1), the tags (2), elsewhere (3: the
    /// subtitle, the abstract). "art show" ranks an event titled "Art Show" before one hosted by
    /// "Art" whose abstract mentions a show.
    public func relevance(of event: Event) -> Int {
        guard let words, !words.isEmpty else { return 0 }
        let fields = [SearchWords(event.title), SearchWords(event.hosts), SearchWords(event.tags)]
        return words.map { word in
            let query = [Substring(word)]
            return fields.firstIndex { $0.containsPrefixes(of: query) } ?? fields.count
        }.max() ?? 0
    }

    /// Schedule order: by start, then end, then title, then identifier, so that listings are stable.
    public static func isInScheduleOrder(_ lhs: Event, _ rhs: Event) -> Bool {
        (lhs.start, lhs.end, lhs.title, lhs.id) < (rhs.start, rhs.end, rhs.title, rhs.id)
    }

    /// The query leaving out what is hidden (nothing changes when nothing is).
    public func leavingOut(_ hidden: HiddenItems) -> EventQuery {
        var query = self
        query.hiding = hidden.isEmpty ? nil : hidden
        return query
    }

    /// The query narrowed by a schedule filter (favourites, hidden items and friends' lists as they
    /// are now): what is hidden is left out unless the filter includes it; a friend's filter keeps
    /// that friend's picks only.
    func narrowed(
        by filter: ScheduleFilter, favourites: Set<Event.ID>, hidden: HiddenItems, friends: FriendsLists
    ) -> EventQuery {
        var query = self
        if !filter.includesHidden { query = query.leavingOut(hidden) }
        if filter.favouritesOnly { query = query.narrowed(to: favourites) }
        if let host = filter.host { query.host = host }
        if let friend = filter.friend { query = query.narrowed(to: friends.picks(of: friend) ?? []) }
        if let track = filter.track { query.track = track }
        if let room = filter.room { query.room = room }
        if let language = filter.language { query.language = language }
        if filter.unrecordedOnly { query.tag = Event.notRecordedTag }
        return query
    }

    /// The query keeping only these events (of those it already names, if it names any).
    private func narrowed(to ids: Set<Event.ID>) -> EventQuery {
        var query = self
        query.ids = query.ids.map { $0.intersection(ids) } ?? ids
        return query
    }
}
