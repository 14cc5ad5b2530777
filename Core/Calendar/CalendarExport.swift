/// What a calendar file holds, before an adapter writes it in a format (e.g. iCalendar).
public struct CalendarExport: Hashable, Sendable {
    /// The convention's name, for the calendar's title.
    public var conventionName: String
    /// The convention's identifier.
    public var conventionIdentifier: ConventionIdentifier
    /// The time zone the convention's times are shown in, e.g. `Europe/Berlin`.
    public var timeZoneIdentifier: String
    /// When the export was made (each entry's `DTSTAMP`).
    public var exportedAt: Instant
    /// When the data was last known to change: the server time of the last sync.
    public var lastModified: Instant
    /// The entries in schedule order.
    public var entries: [CalendarEntry]

    /// Creates an export.
    public init(
        conventionName: String, conventionIdentifier: ConventionIdentifier, timeZoneIdentifier: String,
        exportedAt: Instant, lastModified: Instant, entries: [CalendarEntry]
    ) {
        self.conventionName = conventionName
        self.conventionIdentifier = conventionIdentifier
        self.timeZoneIdentifier = timeZoneIdentifier
        self.exportedAt = exportedAt
        self.lastModified = lastModified
        self.entries = entries
    }
}
