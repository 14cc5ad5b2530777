/// What a calendar file says about one entry, as far as importing needs it. Any part may be
/// missing: files from other apps differ.
public struct CalendarFileEntry: Hashable, Sendable {
    /// The entry's `UID`, if it has one.
    public var uid: String?
    /// Its title (`SUMMARY`), if any.
    public var summary: String?
    /// When it starts, if the file says so in a way that names an instant.
    public var start: Instant?

    /// Creates an entry.
    public init(uid: String? = nil, summary: String? = nil, start: Instant? = nil) {
        self.uid = uid
        self.summary = summary
        self.start = start
    }

    /// How it is named in a report: its title, else its UID, else "an entry without a title".
    public var shownName: String {
        if let summary, !summary.trimmingSpaces.isEmpty { return summary.trimmingSpaces }
        if let uid, !uid.isEmpty { return uid }
        return "an entry without a title"
    }
}
