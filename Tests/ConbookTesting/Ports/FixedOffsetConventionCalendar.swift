public import ConbookCore

/// A convention calendar for a zone with a fixed offset from UTC (no daylight saving), with the
/// same English formats as the Foundation adapter: `14:30`, `Thursday 25 August`.
public struct FixedOffsetConventionCalendar: ConventionCalendar {
    /// Minutes east of UTC.
    public let offsetInMinutes: Int
    /// The short name shown for the zone.
    public let abbreviation: String

    /// Creates a calendar; the default is UTC+2, like Berlin in summer.
    public init(offsetInMinutes: Int = 120, abbreviation: String = "CEST") {
        self.offsetInMinutes = offsetInMinutes
        self.abbreviation = abbreviation
    }

    public var timeZoneIdentifier: String {
        let hours = offsetInMinutes / 60
        return hours >= 0 ? "UTC+\(hours)" : "UTC\(hours)"
    }

    public func calendarDate(containing instant: Instant) -> CalendarDate {
        local(instant).utcDate
    }

    public func wallTime(at instant: Instant) -> WallTime {
        let local = local(instant)
        let minutes = (local.millisecondsSinceEpoch - Int64(local.utcDate.daysSinceEpoch) * 86_400_000) / 60_000
        return WallTime(minuteOfDay: Int(minutes))
    }

    public func startOfDay(_ date: CalendarDate) -> Instant {
        Instant(utc: date).advanced(by: .seconds(-offsetInMinutes * 60))
    }

    public func timeZoneAbbreviation(at instant: Instant) -> String {
        abbreviation
    }

    public func formattedTime(_ instant: Instant) -> String {
        wallTime(at: instant).description
    }

    public func formattedDate(_ date: CalendarDate) -> String {
        "\(Self.weekdayNames[date.weekday.rawValue - 1]) \(date.day) \(Self.monthNames[date.month - 1])"
    }

    private func local(_ instant: Instant) -> Instant {
        instant.advanced(by: .seconds(offsetInMinutes * 60))
    }

    private static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
