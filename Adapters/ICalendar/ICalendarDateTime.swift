import ConbookCore
import Foundation

/// iCalendar `DATE-TIME` values (RFC 5545 §3.3.5): written in UTC (`20260819T080000Z`); read in
/// UTC, with a `TZID`, or floating (local time, read in a default zone).
enum ICalendarDateTime {
    /// The instant in UTC basic form, to the second (milliseconds are cut off).
    static func utc(_ instant: Instant) -> String {
        let date = instant.utcDate
        let millisecondOfDay = Int(instant.millisecondsSinceEpoch - Int64(date.daysSinceEpoch) * 86_400_000)
        let seconds = millisecondOfDay / 1000
        return padded(date.year, 4) + padded(date.month, 2) + padded(date.day, 2)
            + "T" + padded(seconds / 3600, 2) + padded(seconds / 60 % 60, 2) + padded(seconds % 60, 2) + "Z"
    }

    /// The instant a `DTSTART` names: UTC when it ends in `Z`; else in the `TZID` zone when the
    /// platform knows it, else in the default zone. Nil for a date without a time (an all-day
    /// entry names no start time) or a malformed value.
    static func instant(_ value: Substring, timeZoneIdentifier: String?, defaultZone: TimeZone) -> Instant? {
        let bytes = Array(value.utf8)
        guard bytes.count == 15 || (bytes.count == 16 && (bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z"))),
            bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"),
            let year = number(bytes[0..<4]), let month = number(bytes[4..<6]), let day = number(bytes[6..<8]),
            let hour = number(bytes[9..<11]), let minute = number(bytes[11..<13]), let second = number(bytes[13..<15]),
            let date = CalendarDate(year: year, month: month, day: day), hour < 24, minute < 60, second <= 60
        else { return nil }
        let wall = Instant(utc: date, hour: hour, minute: minute, second: min(second, 59))
        if bytes.count == 16 { return wall }
        let zone = timeZoneIdentifier.flatMap { TimeZone(identifier: $0) } ?? defaultZone
        return localToUTC(wall, in: zone)
    }

    /// A wall-clock time (written as if it were UTC) read in a zone: the offset is taken at the
    /// guessed instant, then checked once more (right across daylight-saving changes).
    private static func localToUTC(_ wall: Instant, in zone: TimeZone) -> Instant {
        let wallSeconds = Double(wall.millisecondsSinceEpoch) / 1000
        var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wallSeconds))
        offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wallSeconds - Double(offset)))
        return wall.advanced(by: .seconds(-offset))
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
