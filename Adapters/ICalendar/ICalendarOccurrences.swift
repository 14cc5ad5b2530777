/// What a feed's events come to: every time they take place, and what was left out.
public struct ICalendarOccurrences: Sendable, Equatable {
    /// Every time the events take place, in the file's order.
    public var occurrences: [ICalendarOccurrence] = []
    /// The events, or properties of them, that could not be read, in the file's order.
    public var skipped: [ICalendarSkip] = []
}
