extension Event {
    /// The tag of an event the source says will not take place but still lists (schedule2
    /// `CANCELED`, iCalendar `STATUS:CANCELLED`): it stays on the schedule, marked.
    public static let cancelledTag = "cancelled"

    /// Whether the source says the event will not take place: it clashes with nothing and gets
    /// no reminder, but stays listed (and a favourite stays a favourite) so that people see it.
    public var isCancelled: Bool { tags.contains(Self.cancelledTag) }
}
