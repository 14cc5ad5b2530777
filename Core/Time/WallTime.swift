/// A time of day on a wall clock, to the minute (e.g. 14:30), without a date or zone.
public struct WallTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Hours, 0...23.
    public let hour: Int
    /// Minutes, 0...59.
    public let minute: Int

    /// Creates a wall time; returns nil outside 00:00...23:59.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Creates a wall time from minutes since midnight (wrapped into one day).
    public init(minuteOfDay: Int) {
        let wrapped = ((minuteOfDay % 1440) + 1440) % 1440
        hour = wrapped / 60
        minute = wrapped % 60
    }

    /// Minutes since midnight.
    public var minuteOfDay: Int { hour * 60 + minute }

    /// 24-hour form, e.g. `09:05`.
    public var description: String { "\(twoDigits(hour)):\(twoDigits(minute))" }

    public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
        lhs.minuteOfDay < rhs.minuteOfDay
    }
}
