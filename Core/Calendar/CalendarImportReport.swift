/// What importing a calendar file did: the events it marked, those it found marked already, and
/// the entries it could not match to an event of the convention.
public struct CalendarImportReport: Hashable, Sendable {
    /// Events the import marked as favourites, in schedule order.
    public var marked: [ScheduledEvent]
    /// Events the file names that were favourites already, in schedule order.
    public var alreadyFavourites: [ScheduledEvent]
    /// Entries that match no event of the convention, in the file's order.
    public var unmatched: [CalendarFileEntry]

    /// Creates a report.
    public init(marked: [ScheduledEvent], alreadyFavourites: [ScheduledEvent], unmatched: [CalendarFileEntry]) {
        self.marked = marked
        self.alreadyFavourites = alreadyFavourites
        self.unmatched = unmatched
    }
}
