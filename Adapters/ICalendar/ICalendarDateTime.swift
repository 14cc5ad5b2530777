import ConbookCore

/// An iCalendar `DATE` or `DATE-TIME` value as written (RFC 5545 §3.3.4–3.3.5): a date, a time
/// of day unless it is a date alone, and whether it is UTC (`…Z`); written in UTC by the writer.
struct ICalendarDateTime: Hashable {
    /// The date, in the value's own zone.
    var date: CalendarDate
    /// The second of the day; nil for a `DATE` (a whole day).
    var secondOfDay: Int?
    /// Whether the value ends in `Z`.
    var isUTC: Bool

    /// The wall-clock time written as if it were UTC, in seconds since the epoch (a date: its midnight).
    var wallSeconds: Int64 {
        Int64(date.daysSinceEpoch) * 86_400 + Int64(secondOfDay ?? 0)
    }

    /// A wall-clock time from its seconds written as if they were UTC.
    init(wallSeconds: Int64, isUTC: Bool) {
        let days = wallSeconds >= 0 ? wallSeconds / 86_400 : (wallSeconds - 86_399) / 86_400
        date = CalendarDate(daysSinceEpoch: Int(days))
        secondOfDay = Int(wallSeconds - days * 86_400)
        self.isUTC = isUTC
    }

    init(date: CalendarDate, secondOfDay: Int?, isUTC: Bool) {
        self.date = date
        self.secondOfDay = secondOfDay
        self.isUTC = isUTC
    }

    /// Reads `20260819`, `20260819T100000` or `20260819T100000Z`; nil for anything else (a leap
    /// second reads as :59).
    init?(_ value: Substring) {
        let bytes = Array(value.utf8)
        guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16,
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[4..<6]), let day = Self.number(bytes[6..<8]),
            let date = CalendarDate(year: year, month: month, day: day)
        else { return nil }
        self.date = date
        isUTC = false
        guard bytes.count > 8 else { return }
        guard bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"),
            bytes.count == 15 || bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z"),
            let hour = Self.number(bytes[9..<11]), let minute = Self.number(bytes[11..<13]),
            let second = Self.number(bytes[13..<15]), hour < 24, minute < 60, second <= 60
        else { return nil }
        secondOfDay = hour * 3600 + minute * 60 + min(second, 59)
        isUTC = bytes.count == 16
    }

    /// The instant in UTC basic form, to the second (milliseconds are cut off).
    static func utc(_ instant: Instant) -> String {
        let date = instant.utcDate
        let millisecondOfDay = Int(instant.millisecondsSinceEpoch - Int64(date.daysSinceEpoch) * 86_400_000)
        return basic(date, secondOfDay: millisecondOfDay / 1000) + "Z"
    }

    /// The value in basic form as written (`20250317T130000`, `20250317T130000Z`, `20250317`).
    var basicForm: String {
        guard let secondOfDay else { return Self.basic(date, secondOfDay: nil) }
        return Self.basic(date, secondOfDay: secondOfDay) + (isUTC ? "Z" : "")
    }

    private static func basic(_ date: CalendarDate, secondOfDay: Int?) -> String {
        let day = padded(date.year, 4) + padded(date.month, 2) + padded(date.day, 2)
        guard let seconds = secondOfDay else { return day }
        return day + "T" + padded(seconds / 3600, 2) + padded(seconds / 60 % 60, 2) + padded(seconds % 60, 2)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
