import ConbookCore
import ConbookTime

/// Reads xCal date-time values: RFC 5545's basic form, as Pentabarf and pretalx write it
/// (`20250317T130000`, `20250317T130000Z`), and RFC 6321's extended form
/// (`2025-03-17T13:00:00`, `…Z`; an offset such as `+01:00` is accepted too). A date alone
/// (`20250317`, `2025-03-17`) is its local midnight.
///
/// Zone rule: `Z` or an offset gives an exact instant; else a `tzid` parameter names the zone
/// (an IANA name, read by the assembler); else the time floats (the convention's zone).
enum XCalTime {
    /// The property's time; nil when its value is not a date or date-time.
    static func time(of property: XCalProperty) -> ScheduleTime? {
        let written = property.value
        guard let fields = basic(written) ?? extended(written) else { return nil }
        if let offset = fields.offsetInSeconds {
            return ScheduleTime(
                ScheduleTimeText.Timestamp(date: fields.date, millisecondOfDay: fields.millisecondOfDay, offsetInSeconds: offset))
        }
        let zone = property.parameters["tzid"] ?? ""
        if !zone.isEmpty {
            return .zoned(fields.date, millisecondOfDay: fields.millisecondOfDay, zoneIdentifier: zone)
        }
        return .local(fields.date, millisecondOfDay: fields.millisecondOfDay)
    }

    /// `YYYYMMDD`, optionally `THHMMSS`, optionally a zone.
    private static func basic(_ text: String) -> ScheduleTimeText.Timestamp? {
        TimeTextScanner.scanning(text, trimmingSpaces: true) { scanner -> ScheduleTimeText.Timestamp? in
            guard let year = scanner.fixedDigits(4), let month = scanner.fixedDigits(2), let day = scanner.fixedDigits(2),
                let date = CalendarDate(year: year, month: month, day: day)
            else { return nil }
            if scanner.atEnd { return ScheduleTimeText.Timestamp(date: date, millisecondOfDay: 0) }
            guard scanner.skip("T") || scanner.skip("t"), let hour = scanner.fixedDigits(2), hour < 24,
                let minute = scanner.fixedDigits(2), minute < 60, let second = scanner.fixedDigits(2), second < 61
            else { return nil }
            var offset: Int?
            if !scanner.atEnd {
                offset = scanner.zone()
                guard offset != nil, scanner.atEnd else { return nil }
            }
            let millisecond = ((hour * 60 + minute) * 60 + min(second, 59)) * 1000
            return ScheduleTimeText.Timestamp(date: date, millisecondOfDay: millisecond, offsetInSeconds: offset)
        }
    }

    /// `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM[:SS]` with an optional zone.
    private static func extended(_ text: String) -> ScheduleTimeText.Timestamp? {
        if let date = ScheduleTimeText.date(text) { return ScheduleTimeText.Timestamp(date: date, millisecondOfDay: 0) }
        return ScheduleTimeText.timestamp(text)
    }
}
