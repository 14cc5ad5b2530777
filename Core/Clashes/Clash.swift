/// A favourite that overlaps another favourite in time, and whether this one is the one to give
/// up: it is flagged unless it has the higher priority of the two.
public struct Clash: Hashable, Sendable {
    /// The other favourite it overlaps.
    public var other: ScheduledEvent
    /// Whether the event it belongs to is the one flagged (its priority is not higher than the other's).
    public var isFlagged: Bool

    /// Creates a clash.
    public init(other: ScheduledEvent, isFlagged: Bool) {
        self.other = other
        self.isFlagged = isFlagged
    }
}
