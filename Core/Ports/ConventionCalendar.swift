/// Port: answers calendar questions in the convention's local time zone, and formats for display.
///
/// Core has no time zone database; an adapter implements this with the platform's calendar
/// (e.g. Foundation's `TimeZone(identifier: "Europe/Berlin")`).
public protocol ConventionCalendar: Sendable {
    /// The name of the time zone answers are given in, e.g. `Europe/Berlin`.
    var timeZoneIdentifier: String { get }

    /// The local calendar date that contains the instant.
    func calendarDate(containing instant: Instant) -> CalendarDate

    /// The local wall-clock time at the instant.
    func wallTime(at instant: Instant) -> WallTime

    /// The first instant of a local calendar date (local midnight, or the first valid time after it).
    func startOfDay(_ date: CalendarDate) -> Instant

    /// The zone's short name at the instant, e.g. `CEST`.
    func timeZoneAbbreviation(at instant: Instant) -> String

    /// A local time for display, e.g. `14:30`.
    func formattedTime(_ instant: Instant) -> String

    /// A date for display, e.g. `Wednesday 24 August`.
    func formattedDate(_ date: CalendarDate) -> String
}
