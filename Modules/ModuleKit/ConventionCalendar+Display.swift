public import ConbookCore

extension ConventionCalendar {
    /// The local date that contains an instant, for display, e.g. `Thursday 25 August`.
    public func formattedDate(containing instant: Instant) -> String {
        formattedDate(calendarDate(containing: instant))
    }

    /// A local date and time for display, e.g. `Thursday 25 August 14:30`.
    public func formattedDateAndTime(_ instant: Instant) -> String {
        "\(formattedDate(containing: instant)) \(formattedTime(instant))"
    }

    /// A local date and time with the zone's short name, e.g. `Thursday 25 August 14:30 CEST`.
    public func formattedDateTimeAndZone(_ instant: Instant) -> String {
        "\(formattedDateAndTime(instant)) \(timeZoneAbbreviation(at: instant))"
    }

    /// Local start and end times for display, e.g. `14:30–16:00` (the end may be on another day).
    public func formattedTimes(from start: Instant, to end: Instant) -> String {
        "\(formattedTime(start))–\(formattedTime(end))"
    }
}
