public import ConbookCore

/// Reads and writes the ISO 8601 timestamps of the Eurofurence API, by hand and without
/// `DateFormatter` (fast enough for the thousands of dates in a full sync).
///
/// Accepted (an RFC 3339 profile of ISO 8601, leniently):
/// `YYYY-MM-DD` then `T` (or `t`, or one space) then `hh:mm:ss`, optionally `.` and one or more
/// fraction digits (only milliseconds are kept; further digits are cut off, not rounded), then a
/// zone: `Z` (or `z`), or an offset `±hh:mm`, `±hhmm` or `±hh`. Every field is range-checked
/// (month 1–12, the day exists in its month, hour 0–23, minute and second 0–59, offset below 24 h).
/// `parse(_:)` refuses a timestamp without a zone (it would not name one instant);
/// `parse(_:readingNoZoneAs:)` reads one in a zone the caller knows, e.g. UTC for the Eurofurence
/// API since 2024 (its server writes dates read from its database without a designator, and its own
/// client reads them as UTC).
///
/// ```swift
/// ISO8601Timestamp.parse("2022-08-25T11:30:00+02:00")   // 2022-08-25T09:30:00.000Z
/// ISO8601Timestamp.format(instant)                      // "2022-08-25T09:30:00.000Z"
/// ```
public enum ISO8601Timestamp {
    /// The instant a timestamp names, or nil when the text is not a valid timestamp with a zone.
    public static func parse(_ text: String) -> Instant? {
        guard let fields = TimestampFields(text, form: .strict), let millisecondOfDay = fields.millisecondOfDay,
            let offset = fields.offsetInSeconds
        else { return nil }
        return Instant(utc: fields.date).advanced(by: .milliseconds(millisecondOfDay)).advanced(by: .seconds(-offset))
    }

    /// The instant a timestamp names, a timestamp without a zone being read at `offsetInSeconds`
    /// from UTC (0: UTC); nil when the text is not a valid timestamp.
    public static func parse(_ text: String, readingNoZoneAs offsetInSeconds: Int) -> Instant? {
        guard let fields = TimestampFields(text, form: .strict), let millisecondOfDay = fields.millisecondOfDay else {
            return nil
        }
        let offset = fields.offsetInSeconds ?? offsetInSeconds
        return Instant(utc: fields.date).advanced(by: .milliseconds(millisecondOfDay)).advanced(by: .seconds(-offset))
    }

    /// The date part of a timestamp (`2022-08-23` of `2022-08-23T00:00:00.000Z`), as written, not
    /// moved to UTC; also accepts a bare `YYYY-MM-DD`. Nil when the text is not valid.
    public static func parseDatePart(_ text: String) -> CalendarDate? {
        TimestampFields(text, form: .strict)?.date
    }

    /// The instant in UTC with milliseconds and `Z`, e.g. `2022-08-25T09:30:00.000Z`.
    public static func format(_ instant: Instant) -> String {
        let millisecondsPerDay: Int64 = 86_400_000
        let date = instant.utcDate
        let millisecondOfDay = Int(instant.millisecondsSinceEpoch - Int64(date.daysSinceEpoch) * millisecondsPerDay)
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1000 % 60
        let millisecond = millisecondOfDay % 1000
        return "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))"
            + "T\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2)).\(padded(millisecond, 3))Z"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
