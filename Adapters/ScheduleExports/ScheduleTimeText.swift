import ConbookCore
import ConbookTime

/// Reads the time notations of schedule exports, by hand over UTF-8 bytes.
///
/// - timestamps: `YYYY-MM-DD`, then `T` or a space, then `hh:mm` or `hh:mm:ss` with an optional
///   fraction (cut to milliseconds), then an optional zone `Z`, `±hh:mm`, `±hhmm` or `±hh`;
/// - times of day: `H:MM`, `HH:MM` or `HH:MM:SS`;
/// - durations: `H:MM`, `HH:MM`, `HH:MM:SS` (two-digit first field) or `D:HH:MM` (one-digit
///   first field followed by two more, frab's notation for events of a day or more).
enum ScheduleTimeText {
    /// A `YYYY-MM-DD` date; nil when it is not one.
    static func date(_ text: String) -> CalendarDate? {
        scan(text) { scanner in
            guard let date = scanner.date(), scanner.atEnd else { return nil }
            return date
        }
    }

    /// A timestamp's fields: the date and time as written, and its offset (nil without a zone).
    struct Timestamp {
        var date: CalendarDate
        var millisecondOfDay: Int
        var offsetInSeconds: Int?
    }

    /// A timestamp, its time required and its zone optional (`TimestampFields`' lenient form);
    /// nil when it is not one.
    static func timestamp(_ text: String) -> Timestamp? {
        guard let fields = TimestampFields(text, form: .lenient), let millisecondOfDay = fields.millisecondOfDay else {
            return nil
        }
        return Timestamp(date: fields.date, millisecondOfDay: millisecondOfDay, offsetInSeconds: fields.offsetInSeconds)
    }

    /// Seconds after midnight of a time of day (`H:MM`, `HH:MM`, `HH:MM:SS`); nil when invalid.
    static func timeOfDay(_ text: String) -> Int? {
        scan(text) { scanner in
            guard let hour = scanner.number(maxDigits: 2), hour < 24, scanner.skip(":"),
                let minute = scanner.fixedDigits(2), minute < 60
            else { return nil }
            var second = 0
            if scanner.skip(":") {
                guard let value = scanner.fixedDigits(2), value < 60 else { return nil }
                second = value
            }
            guard scanner.atEnd else { return nil }
            return (hour * 60 + minute) * 60 + second
        }
    }

    /// Seconds of a duration; nil when invalid. See the type's documentation for the forms.
    static func duration(_ text: String) -> Int? {
        scan(text) { scanner in
            var fields: [(value: Int, digits: Int)] = []
            repeat {
                let before = scanner.index
                guard let value = scanner.number(maxDigits: 3) else { return nil }
                fields.append((value, scanner.index - before))
            } while scanner.skip(":")
            guard scanner.atEnd else { return nil }
            switch fields.count {
            case 2:
                guard fields[1].value < 60, fields[1].digits == 2 else { return nil }
                return (fields[0].value * 60 + fields[1].value) * 60
            case 3:
                guard fields[1].digits == 2, fields[2].digits == 2, fields[2].value < 60 else { return nil }
                if fields[0].digits == 1 {
                    guard fields[1].value < 24 else { return nil }
                    return ((fields[0].value * 24 + fields[1].value) * 60 + fields[2].value) * 60
                }
                guard fields[1].value < 60 else { return nil }
                return (fields[0].value * 60 + fields[1].value) * 60 + fields[2].value
            default:
                return nil
            }
        }
    }

    private static func scan<Result>(_ text: String, _ body: (inout TimeTextScanner) -> Result?) -> Result? {
        TimeTextScanner.scanning(text, trimmingSpaces: true, body)
    }
}
