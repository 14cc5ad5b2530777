/// A point in time, in UTC, with millisecond precision.
///
/// Core has no `Date`: this is its own time type. Adapters convert to and from the platform's.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let millisecondsSinceEpoch: Int64

    /// Creates an instant from milliseconds since the Unix epoch.
    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// Creates an instant from whole seconds since the Unix epoch.
    public init(secondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = secondsSinceEpoch * 1000
    }

    /// Creates the instant of a UTC calendar date and time of day.
    public init(utc date: CalendarDate, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0) {
        let seconds = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        self.millisecondsSinceEpoch = seconds * 1000 + Int64(millisecond)
    }

    /// The instant moved by a duration (negative durations move it back).
    public func advanced(by duration: Duration) -> Instant {
        let (seconds, attoseconds) = duration.components
        return Instant(millisecondsSinceEpoch: millisecondsSinceEpoch + seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    /// The duration from this instant to a later (or earlier, negative) one.
    public func duration(to other: Instant) -> Duration {
        .milliseconds(other.millisecondsSinceEpoch - millisecondsSinceEpoch)
    }

    /// The UTC calendar date that contains this instant.
    public var utcDate: CalendarDate {
        CalendarDate(daysSinceEpoch: Int(floorDivide(millisecondsSinceEpoch, 86_400_000)))
    }

    /// ISO 8601 in UTC, e.g. `2022-08-23T10:00:00.000Z`: for logs and diagnostics, not for display.
    public var description: String {
        let millisecondOfDay = Int(millisecondsSinceEpoch - Int64(utcDate.daysSinceEpoch) * 86_400_000)
        let time = WallTime(minuteOfDay: millisecondOfDay / 60_000)
        let second = (millisecondOfDay / 1000) % 60
        let millisecond = millisecondOfDay % 1000
        return "\(utcDate)T\(time):\(twoDigits(second)).\(threeDigits(millisecond))Z"
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }
}

func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
}

func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}

func threeDigits(_ value: Int) -> String {
    value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : "\(value)"
}

/// An instant is coded as its milliseconds since 1970, e.g. `1661248800000`.
extension Instant: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(millisecondsSinceEpoch: try decoder.singleValueContainer().decode(Int64.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(millisecondsSinceEpoch)
    }
}
