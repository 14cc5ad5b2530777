public import ConbookCore
import Foundation

/// The real clock: the system's current time, to the millisecond.
public struct SystemClock: WallClock {
    /// Creates the system clock.
    public init() {}

    /// The current instant, read from `Date()` at each call.
    public var now: Instant { Instant(Date()) }
}
