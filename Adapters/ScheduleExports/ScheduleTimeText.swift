import ConbookCore

/// Reads the time notations of schedule exports, by hand over UTF-8 bytes.
///
/// - timestamps: `YYYY-MM-DD`, then `T` or a space, then `hh:mm` or `hh:mm:ss` with an optional
///   fraction (cut to milliseconds), then an optional zone `Z`, `±hh:mm`, `±hhmm` or `±hh`;
/// - times of day: `H:MM`, `HH:MM` or `HH:MM:SS`;
/// - durations: `H:MM`, `HH:MM`, `HH:MM:SS` (two-digit first field) or `D:HH:MM` (one-digit
///   first field followed by two more, frab's notation for events of a day or more).
enum ScheduleTimeText {
    /// A timestamp's fields: the date and time as written, and its offset (nil without a zone).
    struct Timestamp {
        var date: CalendarDate
        var millisecondOfDay: Int
        var offsetInSeconds: Int?
    }

    /// A `YYYY-MM-DD` date; nil when it is not one.
    static func date(_ text: String) -> CalendarDate? {
        scan(text) { scanner in
            guard let date = scanner.date(), scanner.atEnd else { return nil }
            return date
        }
    }

    /// A timestamp; nil when it is not one.
    static func timestamp(_ text: String) -> Timestamp? {
        scan(text) { scanner in
            guard let date = scanner.date(), scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
                let hour = scanner.number(maxDigits: 2), hour < 24, scanner.skip(":"),
                let minute = scanner.fixedDigits(2), minute < 60
            else { return nil }
            var second = 0
            var millisecond = 0
            if scanner.skip(":") {
                guard let value = scanner.fixedDigits(2), value < 61 else { return nil }
                second = min(value, 59)
                if scanner.skip(".") || scanner.skip(",") {
                    guard let fraction = scanner.fractionAsMilliseconds() else { return nil }
                    millisecond = fraction
                }
            }
            let offset: Int?
            if scanner.atEnd {
                offset = nil
            } else {
                guard let zone = scanner.zone(), scanner.atEnd else { return nil }
                offset = zone
            }
            let milliseconds = ((hour * 60 + minute) * 60 + second) * 1000 + millisecond
            return Timestamp(date: date, millisecondOfDay: milliseconds, offsetInSeconds: offset)
        }
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

    private static func scan<Result>(_ text: String, _ body: (inout ByteScanner) -> Result?) -> Result? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = ByteScanner(bytes: bytes)
            scanner.skipSpaces()
            scanner.trimTrailingSpaces()
            return body(&scanner)
        }
    }
}

/// A cursor over UTF-8 bytes with the small readers the time notations need.
private struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var end: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
    }

    var atEnd: Bool { index == end }

    mutating func skipSpaces() {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    mutating func trimTrailingSpaces() {
        while end > index, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < end, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// `YYYY-MM-DD`, checked to exist.
    mutating func date() -> CalendarDate? {
        guard let year = fixedDigits(4), skip("-"), let month = fixedDigits(2), skip("-"), let day = fixedDigits(2)
        else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// Exactly `count` digits.
    mutating func fixedDigits(_ count: Int) -> Int? {
        guard end - index >= count else { return nil }
        var value = 0
        for offset in 0..<count {
            guard let digit = digit(at: index + offset) else { return nil }
            value = value * 10 + digit
        }
        index += count
        return value
    }

    /// One to `maxDigits` digits.
    mutating func number(maxDigits: Int) -> Int? {
        var value = 0
        var count = 0
        while index < end, count < maxDigits, let digit = digit(at: index) {
            value = value * 10 + digit
            count += 1
            index += 1
        }
        return count > 0 ? value : nil
    }

    /// One or more digits; the first three are milliseconds, the rest are cut off.
    mutating func fractionAsMilliseconds() -> Int? {
        var value = 0
        var count = 0
        while index < end, let digit = digit(at: index) {
            if count < 3 { value = value * 10 + digit }
            count += 1
            index += 1
        }
        guard count > 0 else { return nil }
        for _ in count..<max(count, 3) { value *= 10 }
        return value
    }

    /// `Z`, `±hh:mm`, `±hhmm` or `±hh`, as seconds east of UTC.
    mutating func zone() -> Int? {
        if skip("Z") || skip("z") { return 0 }
        let sign: Int
        if skip("+") {
            sign = 1
        } else if skip("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = fixedDigits(2), hours < 24 else { return nil }
        var minutes = 0
        if !atEnd {
            _ = skip(":")
            guard let value = fixedDigits(2), value < 60 else { return nil }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    private func digit(at position: Int) -> Int? {
        let byte = bytes[position]
        return byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }
}
