public import ConbookCore
import Synchronization

/// A convention calendar whose time zone can change while the program runs: it starts in one
/// zone and moves to the zone the convention names once a sync has told it (see `follow`).
///
/// Every answer is given by a `FoundationConventionCalendar` for the current zone.
public final class ZoneFollowingCalendar: ConventionCalendar {
    private let current: Mutex<FoundationConventionCalendar>

    /// Creates a calendar starting in a zone.
    public init(startingIn calendar: FoundationConventionCalendar) {
        current = Mutex(calendar)
    }

    /// Moves to a zone, writing dates in the same language; returns false (and stays) when the
    /// identifier names no known zone.
    @discardableResult
    public func follow(timeZoneIdentifier: String) -> Bool {
        guard let calendar = FoundationConventionCalendar(timeZoneIdentifier: timeZoneIdentifier, language: calendar.language)
        else { return false }
        current.withLock { $0 = calendar }
        return true
    }

    private var calendar: FoundationConventionCalendar {
        current.withLock { $0 }
    }

    public var timeZoneIdentifier: String { calendar.timeZoneIdentifier }

    public func calendarDate(containing instant: Instant) -> CalendarDate {
        calendar.calendarDate(containing: instant)
    }

    public func wallTime(at instant: Instant) -> WallTime {
        calendar.wallTime(at: instant)
    }

    public func startOfDay(_ date: CalendarDate) -> Instant {
        calendar.startOfDay(date)
    }

    public func timeZoneAbbreviation(at instant: Instant) -> String {
        calendar.timeZoneAbbreviation(at: instant)
    }

    public func formattedTime(_ instant: Instant) -> String {
        calendar.formattedTime(instant)
    }

    public func formattedDate(_ date: CalendarDate) -> String {
        calendar.formattedDate(date)
    }
}
