/// One event as an entry of a calendar file, in the terms calendars use.
public struct CalendarEntry: Hashable, Sendable {
    /// Identifies the event across exports, so that importing a later export updates the entry
    /// rather than adding another: `<event id>@<convention id>.conbook`.
    public var uid: String
    /// The event it stands for.
    public var eventID: Event.ID
    /// When it starts.
    public var start: Instant
    /// When it ends (never before the start).
    public var end: Instant
    /// Its title.
    public var summary: String
    /// The room's name.
    public var location: String
    /// The subtitle and the abstract as plain text; empty when there are none.
    public var description: String
    /// The track, as the entry's category; empty when it has no name.
    public var categories: [String]
    /// A web page about the event (its first `http`/`https` link), when the source gave one.
    public var url: String?
    /// The hosts, in the organisers' order.
    public var hosts: [String]
    /// Whether it was taken off the schedule (a favourite that is no longer on).
    public var isCancelled: Bool

    /// Creates an entry.
    public init(
        uid: String, eventID: Event.ID, start: Instant, end: Instant, summary: String, location: String,
        description: String = "", categories: [String] = [], url: String? = nil, hosts: [String] = [],
        isCancelled: Bool = false
    ) {
        self.uid = uid
        self.eventID = eventID
        self.start = start
        self.end = max(start, end)
        self.summary = summary
        self.location = location
        self.description = description
        self.categories = categories
        self.url = url
        self.hosts = hosts
        self.isCancelled = isCancelled
    }

    /// The identifier an event has in the calendar files of a convention.
    public static func uid(of event: Event.ID, in convention: ConventionIdentifier) -> String {
        event.rawValue + uidSuffix(of: convention)
    }

    /// The event a UID names: Conbook's form for this convention, else the part before `@` (or
    /// the whole UID), as another app may write it. Another convention's Conbook UID names none.
    public static func event(inUID uid: String, of convention: ConventionIdentifier) -> Event.ID? {
        let suffix = uidSuffix(of: convention)
        if uid.hasSuffix(suffix) {
            return Event.ID(String(uid.dropLast(suffix.count)))
        }
        if uid.hasSuffix(conbookUIDEnding) { return nil }
        let local = uid.split(separator: "@", omittingEmptySubsequences: false).first.map(String.init) ?? uid
        return Event.ID(local)
    }

    /// How every UID Conbook writes ends.
    private static let conbookUIDEnding = ".conbook"

    private static func uidSuffix(of convention: ConventionIdentifier) -> String {
        "@\(convention.rawValue)\(conbookUIDEnding)"
    }
}
