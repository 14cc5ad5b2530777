/// An iCalendar `DURATION` value (RFC 5545 §3.3.6), e.g. `PT1H30M`, `P1D`, `P2W`, `-PT15M`:
/// whole days (nominal: the same wall-clock time so many days later) and exact seconds.
struct ICalendarDuration: Hashable {
    /// The longest duration read: about 100 years, so that no sum overflows.
    static let dayLimit = 36_600

    /// Nominal days (weeks count 7).
    var days: Int
    /// Exact seconds (hours, minutes and seconds).
    var seconds: Int

    /// Reads a duration; nil for anything else.
    init?(_ value: Substring) {
        var characters = Array(value.uppercased().utf8)
        var sign = 1
        if let first = characters.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            characters.removeFirst()
        }
        guard characters.first == UInt8(ascii: "P"), characters.count > 1 else { return nil }
        var days = 0
        var seconds = 0
        var number: Int?
        var inTime = false
        var sawPart = false
        for character in characters.dropFirst() {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(character - UInt8(ascii: "0"))
                let next = (number ?? 0) * 10 + digit
                guard next <= Self.dayLimit * 86_400 else { return nil }
                number = next
            case UInt8(ascii: "T"):
                guard !inTime, number == nil else { return nil }
                inTime = true
            default:
                guard let value = number else { return nil }
                switch (character, inTime) {
                case (UInt8(ascii: "W"), false): days += value * 7
                case (UInt8(ascii: "D"), false): days += value
                case (UInt8(ascii: "H"), true): seconds += value * 3600
                case (UInt8(ascii: "M"), true): seconds += value * 60
                case (UInt8(ascii: "S"), true): seconds += value
                default: return nil
                }
                guard days <= Self.dayLimit, seconds <= Self.dayLimit * 86_400 else { return nil }
                number = nil
                sawPart = true
            }
        }
        guard sawPart, number == nil else { return nil }
        self.days = sign * days
        self.seconds = sign * seconds
    }

    init(days: Int, seconds: Int) {
        self.days = days
        self.seconds = seconds
    }
}
