import ConbookCore

/// The rules of a `VTIMEZONE` component (RFC 5545 §3.6.5): its `STANDARD` and `DAYLIGHT`
/// observances, each with its first onset (`DTSTART`, local time in the offset before it),
/// `TZOFFSETFROM`/`TZOFFSETTO` and further onsets by a yearly `RRULE` (`BYMONTH` with an
/// ordinal `BYDAY` such as `2SU` or `-1SU`, or `BYMONTHDAY` with a plain `BYDAY`, or none:
/// the start's day) and `RDATE`s. The offset at an instant is the `TZOFFSETTO` of the latest
/// onset before it; before every onset, the `TZOFFSETFROM` of the first.
struct ICalendarTimeZoneRules {
    /// One observance: a period in which one offset is in force, and its onsets.
    struct Observance {
        var start: ICalendarDateTime
        var offsetFrom: Int
        var offsetTo: Int
        var rule: ICalendarRecurrenceRule?
        var dates: [ICalendarDateTime]
    }

    /// The `TZID`.
    let identifier: String
    /// The observances in the file's order.
    let observances: [Observance]

    /// Reads a `VTIMEZONE`; nil when it has no observances (a zone named only, read by its name).
    /// - Throws: `.unsupportedTimeZone` for an observance without a start or offsets, or with
    ///   a rule of another shape than a time zone's yearly rule.
    init?(_ component: ICalendarComponent) throws(ICalendarError) {
        identifier = component.property("TZID")?.text ?? ""
        var observances: [Observance] = []
        for child in component.components where child.name == "STANDARD" || child.name == "DAYLIGHT" {
            let name = identifier
            func refuse() -> ICalendarError { .unsupportedTimeZone(number: child.number, name: name) }
            guard let start = child.property("DTSTART").flatMap({ ICalendarDateTime($0.trimmedValue) }), start.secondOfDay != nil,
                let from = child.property("TZOFFSETFROM").flatMap({ Self.offset($0.trimmedValue) }),
                let to = child.property("TZOFFSETTO").flatMap({ Self.offset($0.trimmedValue) })
            else { throw refuse() }
            var rule: ICalendarRecurrenceRule?
            if let written = child.property("RRULE") {
                guard let read = ICalendarRecurrenceRule(written.trimmedValue), Self.isSupported(read) else { throw refuse() }
                rule = read
            }
            var dates: [ICalendarDateTime] = []
            for property in child.properties("RDATE") {
                for item in property.listItems {
                    guard let date = ICalendarDateTime(item.prefix { $0 != "/" }), date.secondOfDay != nil else { throw refuse() }
                    dates.append(date)
                }
            }
            observances.append(Observance(start: start, offsetFrom: from, offsetTo: to, rule: rule, dates: dates))
        }
        guard !observances.isEmpty else { return nil }
        self.observances = observances
    }

    /// The offset from UTC, in seconds, in force at an instant (seconds since the epoch).
    func offset(atUTC seconds: Int64) -> Int {
        var latest: (onset: Int64, offset: Int)?
        var earliest: (onset: Int64, offset: Int)?
        for observance in observances {
            let first = observance.start.wallSeconds - Int64(observance.offsetFrom)
            if earliest == nil || first < earliest!.onset { earliest = (first, observance.offsetFrom) }
            guard let onset = latestOnset(of: observance, notAfter: seconds) else { continue }
            if latest == nil || onset > latest!.onset { latest = (onset, observance.offsetTo) }
        }
        return latest?.offset ?? earliest?.offset ?? 0
    }

    /// The latest onset of an observance at or before an instant, in UTC seconds.
    private func latestOnset(of observance: Observance, notAfter limit: Int64) -> Int64? {
        let offsetFrom = Int64(observance.offsetFrom)
        let first = observance.start.wallSeconds - offsetFrom
        guard first <= limit else { return nil }
        var latest = first
        for date in observance.dates {
            let onset = date.wallSeconds - offsetFrom
            if onset <= limit, onset > latest { latest = onset }
        }
        guard let rule = observance.rule else { return latest }
        let startYear = observance.start.date.year
        let limitYear = Instant(secondsSinceEpoch: limit + offsetFrom).utcDate.year
        var lastYear = limitYear
        if let count = rule.count { lastYear = min(lastYear, startYear + (count - 1) * rule.interval) }
        if let until = rule.until { lastYear = min(lastYear, until.date.year) }
        var year = lastYear
        while year >= startYear, year >= lastYear - 2 * rule.interval {
            defer { year -= 1 }
            guard (year - startYear) % rule.interval == 0,
                let date = Self.onsetDate(of: rule, in: year, start: observance.start.date)
            else { continue }
            let onset = Int64(date.daysSinceEpoch) * 86_400 + Int64(observance.start.secondOfDay ?? 0) - offsetFrom
            if let until = rule.until {
                let untilSeconds = until.wallSeconds - (until.isUTC ? 0 : offsetFrom)
                guard onset <= untilSeconds else { continue }
            }
            if onset <= limit, onset >= first {
                latest = max(latest, onset)
                break
            }
        }
        return latest
    }

    /// The day of a yearly onset in a year; nil when the rule names none that year.
    private static func onsetDate(of rule: ICalendarRecurrenceRule, in year: Int, start: CalendarDate) -> CalendarDate? {
        let month = rule.byMonth.first ?? start.month
        if rule.byDay.isEmpty {
            let day = rule.byMonthDay.first ?? start.day
            return CalendarDate(year: year, month: month, day: day)
        }
        let weekday = rule.byDay[0].weekday
        guard let firstOfMonth = CalendarDate(year: year, month: month, day: 1) else { return nil }
        let nextMonth =
            month == 12 ? CalendarDate(year: year + 1, month: 1, day: 1)! : CalendarDate(year: year, month: month + 1, day: 1)!
        let days = (0..<firstOfMonth.days(until: nextMonth)).map { firstOfMonth.adding(days: $0) }
        let matching = days.filter { $0.weekday == weekday && (rule.byMonthDay.isEmpty || rule.byMonthDay.contains($0.day)) }
        guard let ordinal = rule.byDay[0].ordinal else { return matching.first }
        let index = ordinal > 0 ? ordinal - 1 : matching.count + ordinal
        return matching.indices.contains(index) ? matching[index] : nil
    }

    /// Whether a rule has the shape of a time zone's rule: yearly, in one month, on one weekday.
    private static func isSupported(_ rule: ICalendarRecurrenceRule) -> Bool {
        rule.frequency == "YEARLY" && rule.otherParts.isEmpty && rule.byMonth.count <= 1 && rule.byDay.count <= 1
            && rule.byMonthDay.allSatisfy { $0 > 0 }
            && !(rule.byDay.first?.ordinal != nil && !rule.byMonthDay.isEmpty)
            && (rule.byDay.first?.ordinal.map { abs($0) <= 5 } ?? true)
            && (!rule.byDay.isEmpty || rule.byMonthDay.count <= 1)
    }

    /// `+0100`, `-0500`, `+053000` in seconds; nil for anything else.
    static func offset(_ value: Substring) -> Int? {
        let bytes = Array(value.utf8)
        guard bytes.count == 5 || bytes.count == 7, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") else {
            return nil
        }
        var parts: [Int] = []
        var index = 1
        while index + 1 < bytes.count {
            let high = bytes[index]
            let low = bytes[index + 1]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(high), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(low)
            else { return nil }
            parts.append(Int(high - UInt8(ascii: "0")) * 10 + Int(low - UInt8(ascii: "0")))
            index += 2
        }
        guard parts[0] < 24, parts[1] < 60, parts.count < 3 || parts[2] < 60 else { return nil }
        let seconds = parts[0] * 3600 + parts[1] * 60 + (parts.count == 3 ? parts[2] : 0)
        return bytes[0] == UInt8(ascii: "-") ? -seconds : seconds
    }
}
