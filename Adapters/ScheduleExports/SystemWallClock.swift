public import ConbookCore
import Foundation

/// The machine's clock, for `ScheduleExportFileAPI`'s `serverTime`.
public struct SystemWallClock: WallClock {
    /// Creates the clock.
    public init() {}

    /// The current instant, to the millisecond.
    public var now: Instant {
        Instant(millisecondsSinceEpoch: Int64((Date().timeIntervalSince1970 * 1000).rounded()))
    }
}
