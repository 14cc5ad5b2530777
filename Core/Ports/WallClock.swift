/// Port: tells the current time.
///
/// Inject a fixed or controllable clock in tests and demos; adapters read the system clock.
public protocol WallClock: Sendable {
    /// The current instant.
    var now: Instant { get }
}
