/// A reminder of a favourite: the event, and when the reminder is due (its start less the lead
/// time). The event carries its change mark, so a reminder of a changed event can say what changed.
public struct Reminder: Hashable, Sendable, Identifiable {
    /// The favourite, as scheduled now.
    public var event: ScheduledEvent
    /// When the reminder is due.
    public var due: Instant

    /// Creates a reminder.
    public init(event: ScheduledEvent, due: Instant) {
        self.event = event
        self.due = due
    }

    /// The event's identifier.
    public var id: Event.ID { event.id }

    /// The record that it was given.
    public var given: GivenReminder { GivenReminder(eventID: event.id, start: event.event.start) }
}
