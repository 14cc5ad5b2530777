/// One time an event takes place: a single event, or one instance of a recurring one.
public struct ICalendarOccurrence: Sendable, Equatable {
    /// The event's texts (for a changed instance, those of its `RECURRENCE-ID` component).
    public var event: ICalendarEvent
    /// When it starts.
    public var start: ICalendarTime
    /// When it ends (`DTEND`, or `DTSTART` plus `DURATION`; a whole-day entry without either
    /// lasts its day); nil when the file says neither.
    public var end: ICalendarTime?
    /// For an instance of a recurring event, the start the rule gave it, in basic form as
    /// written in the event's zone (`20260819T100000`, `…Z` in UTC): the same for a changed
    /// instance (`RECURRENCE-ID`) as for the one it replaces. Nil for a single event.
    public var recurrenceKey: String?
}
