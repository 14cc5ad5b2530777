/// How one event differs from the previous version of the schedule.
public struct EventChange: Hashable, Sendable, Codable {
    /// What kind of difference.
    public enum Kind: Hashable, Sendable, Codable {
        /// The event was not in the previous version.
        case added
        /// The event is gone from the schedule.
        case cancelled
        /// The event is still there, with these parts changed.
        case changed(Set<EventField>)
    }

    /// What happened.
    public var kind: Kind
    /// The event as it was (nil when added).
    public var previous: Event?
    /// The event as it is (nil when cancelled).
    public var current: Event?

    /// Creates a change.
    public init(kind: Kind, previous: Event?, current: Event?) {
        self.kind = kind
        self.previous = previous
        self.current = current
    }

    /// The event's identifier.
    public var eventID: Event.ID {
        (current ?? previous)?.id ?? Event.ID("")
    }

    /// The changed parts in a fixed order (empty unless `kind` is `.changed`).
    public var changedFields: [EventField] {
        guard case .changed(let fields) = kind else { return [] }
        return EventField.allCases.filter(fields.contains)
    }
}
