/// An event of a feed, or one property of it, that `ICalendarFeed.occurrences()` left out because
/// it could not be read: the rest of the calendar is read.
public struct ICalendarSkip: Sendable, Equatable {
    /// The event.
    public var event: ICalendarEvent
    /// The property left out (`DTEND`, `RDATE`, `line` for a line that is not a content line); nil
    /// when the whole event was.
    public var property: String?
    /// Why, with the line where it is (`line 31: the DTSTART value cannot be read`).
    public var error: ICalendarError

    /// Describes one thing left out.
    public init(event: ICalendarEvent, property: String? = nil, error: ICalendarError) {
        self.event = event
        self.property = property
        self.error = error
    }
}
