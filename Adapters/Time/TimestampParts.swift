import ConbookCore

/// The fields of an ISO 8601 timestamp, read by a hand-written scanner over its UTF-8 bytes.
///
/// The date is required; the time and zone are optional as a pair (a time without a zone is
/// refused). See `ISO8601Timestamp` for the accepted forms.
struct TimestampParts {
    /// The time of day and zone offset of a timestamp.
    struct Time {
        var hour: Int
        var minute: Int
        var second: Int
        var millisecond: Int
        var offsetInSeconds: Int
    }

    /// The date as written (local to the offset).
    var date: CalendarDate
    /// The time and zone; nil for a bare date.
    var time: Time?

    /// Scans a timestamp; nil when it is not one.
    init?(_ text: String) {
        var text = text
        let parsed = text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.scanTimestamp()
        }
        guard let parsed else { return nil }
        self = parsed
    }

    private init(date: CalendarDate, time: Time?) {
        self.date = date
        self.time = time
    }

    /// Reads the fields left to right, checking each range.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func scanTimestamp() -> TimestampParts? {
            guard let year = digits(4), skip(ascii: "-"), let month = digits(2), skip(ascii: "-"),
                let day = digits(2), let date = CalendarDate(year: year, month: month, day: day)
            else { return nil }
            if index == bytes.count {
                return TimestampParts(date: date, time: nil)
            }
            guard skip(ascii: "T") || skip(ascii: "t") || skip(ascii: " "), let time = scanTime(), index == bytes.count
            else { return nil }
            return TimestampParts(date: date, time: time)
        }

        private mutating func scanTime() -> Time? {
            guard let hour = digits(2), hour < 24, skip(ascii: ":"), let minute = digits(2), minute < 60,
                skip(ascii: ":"), let second = digits(2), second < 60
            else { return nil }
            var millisecond = 0
            if skip(ascii: ".") {
                guard let fraction = scanFractionAsMilliseconds() else { return nil }
                millisecond = fraction
            }
            guard let offset = scanZone() else { return nil }
            return Time(hour: hour, minute: minute, second: second, millisecond: millisecond, offsetInSeconds: offset)
        }

        /// One or more digits; the first three are milliseconds, the rest are cut off.
        private mutating func scanFractionAsMilliseconds() -> Int? {
            var value = 0
            var count = 0
            while index < bytes.count, let digit = digitValue(bytes[index]) {
                if count < 3 { value = value * 10 + digit }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { value *= 10 }
            return value
        }

        /// `Z`, `±hh:mm`, `±hhmm` or `±hh`, as seconds east of UTC.
        private mutating func scanZone() -> Int? {
            if skip(ascii: "Z") || skip(ascii: "z") { return 0 }
            let sign: Int
            if skip(ascii: "+") {
                sign = 1
            } else if skip(ascii: "-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = digits(2), hours < 24 else { return nil }
            var minutes = 0
            if index < bytes.count {
                _ = skip(ascii: ":")
                guard let parsedMinutes = digits(2), parsedMinutes < 60 else { return nil }
                minutes = parsedMinutes
            }
            return sign * (hours * 3600 + minutes * 60)
        }

        private mutating func digits(_ count: Int) -> Int? {
            guard bytes.count - index >= count else { return nil }
            var value = 0
            for offset in 0..<count {
                guard let digit = digitValue(bytes[index + offset]) else { return nil }
                value = value * 10 + digit
            }
            index += count
            return value
        }

        private mutating func skip(ascii character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        private func digitValue(_ byte: UInt8) -> Int? {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
        }
    }
}
