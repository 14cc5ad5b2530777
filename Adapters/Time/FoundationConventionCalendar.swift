public import ConbookCore
import Foundation
import Synchronization

/// The convention's calendar from Foundation's time zone database: the Gregorian calendar in a
/// named zone such as `Europe/Berlin`, daylight saving time included.
///
/// Display formats are fixed whatever the machine's locale, in the language asked for: English
/// (equal to `FixedOffsetConventionCalendar` in the test kit) `Thursday 25 August` and zones such as
/// `CEST`, or German `Donnerstag, 25. August` and `MESZ`; times are `09:05` (24-hour) in both.
///
/// ```swift
/// let calendar = FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin")
/// calendar?.formattedTime(ISO8601Timestamp.parse("2022-08-24T22:30:00Z")!)   // "00:30"
/// ```
public struct FoundationConventionCalendar: ConventionCalendar {
    /// The zone's identifier as Foundation names it, e.g. `Europe/Berlin`.
    public let timeZoneIdentifier: String
    /// The language dates and zone names are written in: English `Thursday 25 August`, `CEST`;
    /// German `Donnerstag, 25. August`, `MESZ`.
    public let language: Language
    private let timeZone: TimeZone
    private let calendar: Calendar
    private let abbreviationStyles: [Date.VerbatimFormatStyle]
    /// The short names written so far, by offset from UTC and daylight saving time: formatting one
    /// takes ICU a while, and a page of events asks for one per event.
    private let abbreviations = Abbreviations()

    /// Creates the calendar of a zone, writing dates in a language; nil when Foundation does not
    /// know the zone.
    public init?(timeZoneIdentifier: String, language: Language = .english) {
        self.language = language
        guard let timeZone = TimeZone(identifier: timeZoneIdentifier) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.timeZone = timeZone
        self.calendar = calendar
        self.timeZoneIdentifier = timeZone.identifier
        // British English knows European short names (CEST, BST), American English the American
        // ones (EDT, PDT); both fall back to an offset such as GMT+5:30.
        let locales = language == .german ? ["de_DE", "en_GB", "en_US"] : ["en_GB", "en_US"]
        abbreviationStyles = locales.map { localeIdentifier in
            Date.VerbatimFormatStyle(
                format: "\(timeZone: .specificName(.short))", locale: Locale(identifier: localeIdentifier),
                timeZone: timeZone, calendar: calendar)
        }
    }

    public func calendarDate(containing instant: Instant) -> CalendarDate {
        local(instant).utcDate
    }

    public func wallTime(at instant: Instant) -> WallTime {
        let local = local(instant)
        let millisecondOfDay = local.millisecondsSinceEpoch - Int64(local.utcDate.daysSinceEpoch) * 86_400_000
        return WallTime(minuteOfDay: Int(millisecondOfDay / 60_000))
    }

    /// Local midnight; on a day whose midnight is skipped by a clock change (e.g. in Chile), the
    /// first minute that exists.
    public func startOfDay(_ date: CalendarDate) -> Instant {
        let noonInUTC = Instant(utc: date, hour: 12)
        let localNoon = noonInUTC.advanced(by: .seconds(-timeZone.secondsFromGMT(for: noonInUTC.date)))
        return Instant(calendar.startOfDay(for: localNoon.date))
    }

    /// The zone's short name at the instant, e.g. `CEST` or `CET` for Europe/Berlin (German: `MESZ`,
    /// `MEZ`), `EDT` for America/New_York; an offset such as `GMT+5:30` where there is no common
    /// short name.
    public func timeZoneAbbreviation(at instant: Instant) -> String {
        let key = AbbreviationKey(
            secondsFromGMT: timeZone.secondsFromGMT(for: instant.date),
            isDaylightSaving: timeZone.isDaylightSavingTime(for: instant.date))
        if let known = abbreviations.names.withLock({ $0[key] }) { return known }
        let names = abbreviationStyles.map { $0.format(instant.date) }
        let name = names.first { !Self.isOffsetName($0) } ?? names.first ?? timeZoneIdentifier
        abbreviations.names.withLock { $0[key] = name }
        return name
    }

    /// What a zone's short name depends on.
    private struct AbbreviationKey: Hashable {
        let secondsFromGMT: Int
        let isDaylightSaving: Bool
    }

    /// The short names written so far, shared by the copies of a calendar.
    private final class Abbreviations: Sendable {
        let names = Mutex<[AbbreviationKey: String]>([:])
    }

    public func formattedTime(_ instant: Instant) -> String {
        wallTime(at: instant).description
    }

    public func formattedDate(_ date: CalendarDate) -> String {
        let weekday = date.weekday.rawValue - 1
        switch language {
        case .english: return "\(Self.weekdayNames[weekday]) \(date.day) \(Self.monthNames[date.month - 1])"
        case .german: return "\(Self.germanWeekdayNames[weekday]), \(date.day). \(Self.germanMonthNames[date.month - 1])"
        }
    }

    private func local(_ instant: Instant) -> Instant {
        instant.advanced(by: .seconds(timeZone.secondsFromGMT(for: instant.date)))
    }

    private static func isOffsetName(_ name: String) -> Bool {
        ["GMT+", "GMT-", "UTC+", "UTC-"].contains { name.hasPrefix($0) }
    }

    private static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let germanWeekdayNames = [
        "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag",
    ]
    private static let germanMonthNames = [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
        "Dezember",
    ]
}
