import ConbookCore

/// An `RRULE` value split into its parts (RFC 5545 §3.3.10), e.g.
/// `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20260831T000000Z` or a time zone's
/// `FREQ=YEARLY;BYMONTH=3;BYDAY=2SU`. Parts it does not read are kept by name so that the
/// expanders can refuse them rather than read the rule wrongly.
struct ICalendarRecurrenceRule {
    /// A weekday with its ordinal within the month or year (`2SU`: 2; `-1SU`: -1; `SU`: nil).
    struct WeekdayRule: Hashable {
        var ordinal: Int?
        var weekday: Weekday
    }

    /// `DAILY`, `WEEKLY`, `YEARLY`… in upper case.
    var frequency: String
    var interval = 1
    var count: Int?
    var until: ICalendarDateTime?
    var byDay: [WeekdayRule] = []
    var byMonth: [Int] = []
    var byMonthDay: [Int] = []
    var weekStart = Weekday.monday
    /// The names of the parts that were not read (`BYSETPOS`, `BYHOUR`…).
    var otherParts: [String] = []

    /// Reads a rule; nil when it is malformed (no `FREQ`, a part without `=`, a number out of range).
    init?(_ value: Substring) {
        var frequency: String?
        for part in value.split(separator: ";") {
            guard let equals = part.firstIndex(of: "=") else { return nil }
            let name = part[..<equals].uppercased()
            let text = part[part.index(after: equals)...]
            switch name {
            case "FREQ": frequency = text.uppercased()
            case "INTERVAL":
                guard let number = Int(text), (1...10_000).contains(number) else { return nil }
                interval = number
            case "COUNT":
                guard let number = Int(text), number >= 1 else { return nil }
                count = number
            case "UNTIL":
                guard let date = ICalendarDateTime(text) else { return nil }
                until = date
            case "BYDAY":
                var days: [WeekdayRule] = []
                for item in text.split(separator: ",") {
                    guard let day = Self.weekdayRule(item) else { return nil }
                    days.append(day)
                }
                byDay = days
            case "BYMONTH":
                guard let months = Self.numbers(text, in: 1...12) else { return nil }
                byMonth = months
            case "BYMONTHDAY":
                guard let days = Self.numbers(text, in: -31...31), !days.contains(0) else { return nil }
                byMonthDay = days
            case "WKST":
                guard let day = Self.weekday(text.uppercased()) else { return nil }
                weekStart = day
            default: otherParts.append(name)
            }
        }
        guard let frequency, !frequency.isEmpty else { return nil }
        self.frequency = frequency
    }

    private static func numbers(_ text: Substring, in range: ClosedRange<Int>) -> [Int]? {
        var numbers: [Int] = []
        for item in text.split(separator: ",") {
            guard let number = Int(item), range.contains(number) else { return nil }
            numbers.append(number)
        }
        return numbers.isEmpty ? nil : numbers
    }

    private static func weekdayRule(_ item: Substring) -> WeekdayRule? {
        let upper = item.uppercased()
        guard upper.count >= 2, let weekday = weekday(String(upper.suffix(2))) else { return nil }
        let prefix = upper.dropLast(2)
        guard !prefix.isEmpty else { return WeekdayRule(ordinal: nil, weekday: weekday) }
        guard let ordinal = Int(prefix), ordinal != 0, (-53...53).contains(ordinal) else { return nil }
        return WeekdayRule(ordinal: ordinal, weekday: weekday)
    }

    private static func weekday(_ code: String) -> Weekday? {
        switch code {
        case "MO": .monday
        case "TU": .tuesday
        case "WE": .wednesday
        case "TH": .thursday
        case "FR": .friday
        case "SA": .saturday
        case "SU": .sunday
        default: nil
        }
    }
}
