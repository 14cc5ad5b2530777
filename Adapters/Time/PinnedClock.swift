public import ConbookCore

/// A clock stopped at one instant: for demos, screenshots and `--now` on the command line.
public struct PinnedClock: WallClock {
    /// The instant it always shows.
    public let now: Instant

    /// Creates a clock that always shows `now`.
    public init(now: Instant) {
        self.now = now
    }
}
