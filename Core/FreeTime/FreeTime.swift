/// A stretch of a day between two of the user's favourites, and the events that fit in it.
public struct FreeTime: Hashable, Sendable {
    /// When it begins: the end of the favourite (or overlapping favourites) before it.
    public var start: Instant
    /// When it ends: the start of the next favourite.
    public var end: Instant
    /// The favourite it follows (of overlapping ones, the one that ends last).
    public var after: ScheduledEvent
    /// The favourite it leads to.
    public var before: ScheduledEvent
    /// The other events of the day that start and end within it, in schedule order (cancelled
    /// ones left out).
    public var fitting: [ScheduledEvent]

    /// Creates a stretch of free time.
    ///
    /// - Parameters:
    ///   - start: when it begins.
    ///   - end: when it ends.
    ///   - after: the favourite it follows.
    ///   - before: the favourite it leads to.
    ///   - fitting: the events that fit in it entirely.
    public init(start: Instant, end: Instant, after: ScheduledEvent, before: ScheduledEvent, fitting: [ScheduledEvent]) {
        self.start = start
        self.end = end
        self.after = after
        self.before = before
        self.fitting = fitting
    }

    /// How long it is.
    public var length: Duration { start.duration(to: end) }
}
