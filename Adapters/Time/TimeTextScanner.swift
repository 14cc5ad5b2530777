package import ConbookCore

/// A cursor over the UTF-8 bytes of a time notation, with the small readers every source's
/// notation is made of (dates, fixed and free digits, fractions, zones): the one scanner behind
/// `ISO8601Timestamp` and the schedule exports' times.
package struct TimeTextScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next byte is read.
    package private(set) var index = 0
    private var end: Int

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
    }

    /// Runs `body` over the bytes of a text (without its surrounding spaces and tabs when
    /// `trimmingSpaces`); nil when it gives nil.
    package static func scanning<Result>(
        _ text: String, trimmingSpaces: Bool = false, _ body: (inout TimeTextScanner) -> Result?
    ) -> Result? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = TimeTextScanner(bytes: bytes)
            if trimmingSpaces {
                scanner.skipSpaces()
                scanner.trimTrailingSpaces()
            }
            return body(&scanner)
        }
    }

    /// Whether every byte was read.
    package var atEnd: Bool { index == end }

    /// Reads a character when it is next.
    package mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < end, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// `YYYY-MM-DD`, checked to exist.
    package mutating func date() -> CalendarDate? {
        guard let year = fixedDigits(4), skip("-"), let month = fixedDigits(2), skip("-"), let day = fixedDigits(2)
        else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// Exactly `count` digits.
    package mutating func fixedDigits(_ count: Int) -> Int? {
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
    package mutating func number(maxDigits: Int) -> Int? {
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
    package mutating func fractionAsMilliseconds() -> Int? {
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

    /// `Z` (or `z`), `±hh:mm`, `±hhmm` or `±hh`, as seconds east of UTC.
    package mutating func zone() -> Int? {
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

    private mutating func skipSpaces() {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    private mutating func trimTrailingSpaces() {
        while end > index, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    }

    private func digit(at position: Int) -> Int? {
        let byte = bytes[position]
        return byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }
}
