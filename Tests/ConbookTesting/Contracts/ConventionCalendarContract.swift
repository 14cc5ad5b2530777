public import ConbookCore

/// The specification of `ConventionCalendar` as checks, for a calendar whose zone has a fixed
/// offset from UTC (no daylight saving time), where every answer can be worked out exactly.
///
/// ```swift
/// let contract = ConventionCalendarContract(
///     calendar: FoundationConventionCalendar(timeZoneIdentifier: "Etc/GMT-2")!, offsetInMinutes: 120)
/// #expect(contract.violations() == [])
/// ```
///
/// Checked on ordinary days, around a leap day and across a year end: the start of each day is
/// local midnight; instants just before and after it fall on the right local dates and wall
/// times; `formattedTime` shows the wall time as `HH:mm`; and, unless `expectsEnglishFormats` is
/// false (for a localised calendar), `formattedDate` reads like `Thursday 29 February`.
public struct ConventionCalendarContract {
    private let calendar: any ConventionCalendar
    private let offsetInMinutes: Int
    private let expectsEnglishFormats: Bool

    /// Creates the contract for a calendar claiming a fixed offset, in minutes east of UTC.
    public init(calendar: any ConventionCalendar, offsetInMinutes: Int, expectsEnglishFormats: Bool = true) {
        self.calendar = calendar
        self.offsetInMinutes = offsetInMinutes
        self.expectsEnglishFormats = expectsEnglishFormats
    }

    /// The dates the checks look at: ordinary days, a leap day and its neighbours, a year end.
    public static let sampleDates: [CalendarDate] = [
        (2022, 8, 24), (2022, 8, 25), (2024, 2, 28), (2024, 2, 29), (2024, 3, 1), (2023, 2, 28),
        (2022, 12, 31), (2023, 1, 1), (2000, 2, 29), (2026, 8, 19),
    ].compactMap { CalendarDate(year: $0.0, month: $0.1, day: $0.2) }

    /// Every broken promise, as sentences; empty when the calendar keeps the contract.
    public func violations() -> [String] {
        var violations: [String] = []
        if calendar.timeZoneIdentifier.isEmpty {
            violations.append("timeZoneIdentifier is empty")
        }
        for date in Self.sampleDates {
            violations += checkDay(date).map { "\(date): \($0)" }
        }
        if expectsEnglishFormats {
            violations += checkEnglishDates()
        }
        return violations
    }

    private func checkDay(_ date: CalendarDate) -> [String] {
        var violations: [String] = []
        let start = calendar.startOfDay(date)
        let expectedStart = Instant(utc: date).advanced(by: .seconds(-offsetInMinutes * 60))
        if start != expectedStart {
            violations.append("startOfDay is \(start), expected \(expectedStart)")
        }
        let previous = date.adding(days: -1)
        let next = date.adding(days: 1)
        let lastMinute = 23 * 60 + 59
        let morning = expectedStart.advanced(by: .seconds(9 * 3600 + 5 * 60))
        let afternoon = expectedStart.advanced(by: .milliseconds(Int64(14 * 3600 + 30 * 60 + 59) * 1000 + 999))
        let samples: [(String, Instant, CalendarDate, Int)] = [
            ("local midnight", expectedStart, date, 0),
            ("1 ms before local midnight", expectedStart.advanced(by: .milliseconds(-1)), previous, lastMinute),
            ("09:05 local", morning, date, 9 * 60 + 5),
            ("14:30:59.999 local", afternoon, date, 14 * 60 + 30),
            ("23:59:59.999 local", expectedStart.advanced(by: .milliseconds(86_399_999)), date, lastMinute),
            ("the next local midnight", expectedStart.advanced(by: .seconds(86_400)), next, 0),
        ]
        for (name, instant, expectedDate, expectedMinute) in samples {
            violations += checkInstant(instant, named: name, date: expectedDate, minuteOfDay: expectedMinute)
        }
        let roundTrip = calendar.startOfDay(
            calendar.calendarDate(containing: expectedStart.advanced(by: .seconds(12 * 3600))))
        if roundTrip != expectedStart {
            violations.append(
                "startOfDay(calendarDate(containing: local noon)) is \(roundTrip), expected \(expectedStart)")
        }
        return violations
    }

    private func checkInstant(_ instant: Instant, named name: String, date: CalendarDate, minuteOfDay: Int) -> [String] {
        var violations: [String] = []
        let expectedTime = WallTime(minuteOfDay: minuteOfDay)
        let actualDate = calendar.calendarDate(containing: instant)
        if actualDate != date {
            violations.append("\(name) (\(instant)) is on \(actualDate), expected \(date)")
        }
        let actualTime = calendar.wallTime(at: instant)
        if actualTime != expectedTime {
            violations.append("\(name) (\(instant)) shows \(actualTime), expected \(expectedTime)")
        }
        let formatted = calendar.formattedTime(instant)
        if formatted != expectedTime.description {
            violations.append("\(name) (\(instant)) is formatted \"\(formatted)\", expected \"\(expectedTime)\"")
        }
        if calendar.timeZoneAbbreviation(at: instant).isEmpty {
            violations.append("\(name) (\(instant)) has an empty time zone abbreviation")
        }
        return violations
    }

    private func checkEnglishDates() -> [String] {
        let expectations: [(Int, Int, Int, String)] = [
            (2022, 8, 25, "Thursday 25 August"), (2024, 2, 29, "Thursday 29 February"),
            (2023, 1, 1, "Sunday 1 January"), (2022, 12, 31, "Saturday 31 December"),
            (2026, 8, 19, "Wednesday 19 August"), (2022, 10, 3, "Monday 3 October"),
            (2022, 6, 14, "Tuesday 14 June"), (2022, 11, 18, "Friday 18 November"),
        ]
        return expectations.compactMap { year, month, day, expected in
            guard let date = CalendarDate(year: year, month: month, day: day) else {
                return "\(year)-\(month)-\(day) is invalid"
            }
            let formatted = calendar.formattedDate(date)
            return formatted == expected ? nil : "\(date) is formatted \"\(formatted)\", expected \"\(expected)\""
        }
    }
}
