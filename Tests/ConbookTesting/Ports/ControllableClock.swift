public import ConbookCore
import Synchronization

/// A clock that shows whatever time the test sets.
public final class ControllableClock: WallClock {
    private let current: Mutex<Instant>

    /// Creates a clock showing an instant.
    public init(now: Instant) {
        current = Mutex(now)
    }

    public var now: Instant {
        current.withLock { $0 }
    }

    /// Sets the time.
    public func set(_ instant: Instant) {
        current.withLock { $0 = instant }
    }

    /// Moves the time on.
    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }
}
