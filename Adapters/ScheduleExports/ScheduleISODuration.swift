/// Reads ISO 8601 durations as schedules write them (`PT1H30M`, `PT45M`, `P1DT2H`, `PT90S`,
/// `PT0.5S`), by hand over the characters.
///
/// Weeks, days, hours, minutes and seconds (with a fraction, cut to whole seconds) are read; a
/// duration with years or months is refused (their length depends on the calendar), as are an
/// empty `P`, a `T` without a field, fields out of order and a sign. Each field has at most nine
/// digits, so the sum never overflows.
enum ScheduleISODuration {
    /// The duration's length in whole seconds; nil when it is not a duration of the form above.
    static func seconds(_ text: String) -> Int? {
        var characters = Substring(text.trimmedForSchedule)
        guard characters.first == "P" || characters.first == "p" else { return nil }
        characters.removeFirst()
        var total = 0
        var fields = 0
        var inTime = false
        // Each unit's position in the order allowed, and its length in seconds.
        let dateUnits: [Character: (rank: Int, seconds: Int)] = ["W": (0, 604_800), "D": (1, 86_400)]
        let timeUnits: [Character: (rank: Int, seconds: Int)] = ["H": (2, 3_600), "M": (3, 60), "S": (4, 1)]
        var lastRank = -1
        while let first = characters.first {
            if first == "T" || first == "t" {
                guard !inTime else { return nil }
                inTime = true
                characters.removeFirst()
                guard characters.first?.isASCIIDigit == true else { return nil }
                continue
            }
            let digits = characters.prefix { $0.isASCIIDigit }
            guard !digits.isEmpty, digits.count <= 9, let value = Int(digits) else { return nil }
            characters.removeFirst(digits.count)
            var fractionDigits = 0
            if characters.first == "." || characters.first == "," {
                characters.removeFirst()
                fractionDigits = characters.prefix { $0.isASCIIDigit }.count
                guard fractionDigits > 0 else { return nil }
                characters.removeFirst(fractionDigits)
            }
            guard let unitCharacter = characters.first?.uppercased().first,
                let unit = (inTime ? timeUnits : dateUnits)[unitCharacter], unit.rank > lastRank
            else { return nil }
            // Only seconds may have a fraction; it is cut.
            guard fractionDigits == 0 || unitCharacter == "S" else { return nil }
            characters.removeFirst()
            lastRank = unit.rank
            total += value * unit.seconds
            fields += 1
        }
        return fields > 0 ? total : nil
    }
}

extension Character {
    /// Whether it is one of `0`…`9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
