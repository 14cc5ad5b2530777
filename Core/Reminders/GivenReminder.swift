/// A reminder that was given: for an event, at the start it had then. A later start (the event
/// moved) is another reminder, given again; the same one is never given twice.
public struct GivenReminder: Hashable, Sendable {
    /// The event reminded of.
    public var eventID: Event.ID
    /// The start the reminder announced.
    public var start: Instant

    /// Creates the record of a given reminder.
    public init(eventID: Event.ID, start: Instant) {
        self.eventID = eventID
        self.start = start
    }
}
