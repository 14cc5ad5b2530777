import ConbookCore

/// Expands an event's `RRULE` into the starts of its instances, as wall-clock times in the
/// event's zone (so that a weekly 10:00 stays at 10:00 across a daylight-saving change).
///
/// Read: `FREQ=DAILY` and `FREQ=WEEKLY` with `INTERVAL`, `COUNT`, `UNTIL`, `BYDAY` (weekdays
/// without ordinals) and `WKST`. Refused, naming the event and the line: any other frequency
/// or rule part (a conference programme does not repeat monthly), a rule with neither `COUNT`
/// nor `UNTIL` when there is no conference to bound it, and more instances than the limit.
/// The start (`DTSTART`) is always the first instance, as RFC 5545 §3.8.5.3 says.
struct ICalendarRecurrenceExpander {
    /// The rule.
    let rule: ICalendarRecurrenceRule
    /// The line of the `RRULE`, for messages.
    let number: Int
    /// The event's name, for messages.
    let eventName: String
    /// The most instances one event may have.
    let limit: Int

    /// Reads an `RRULE` property.
    /// - Throws: `.malformedValue` for a rule that cannot be read, `.unsupportedRecurrence` for
    ///   one this expander does not read.
    init(_ property: ICalendarProperty, eventName: String, limit: Int) throws(ICalendarError) {
        guard let rule = ICalendarRecurrenceRule(property.value) else {
            throw .malformedValue(number: property.number, property: property.name)
        }
        func refuse(_ reason: String) -> ICalendarError {
            .unsupportedRecurrence(number: property.number, event: eventName, reason: reason)
        }
        guard rule.frequency == "DAILY" || rule.frequency == "WEEKLY" else { throw refuse("FREQ=\(rule.frequency)") }
        if let part = rule.otherParts.first { throw refuse(part) }
        if !rule.byMonth.isEmpty { throw refuse("BYMONTH") }
        if !rule.byMonthDay.isEmpty { throw refuse("BYMONTHDAY") }
        if rule.byDay.contains(where: { $0.ordinal != nil }) { throw refuse("BYDAY with an ordinal") }
        self.rule = rule
        number = property.number
        self.eventName = eventName
        self.limit = limit
    }

    /// The starts of the instances, in order.
    /// - Parameters:
    ///   - start: the event's `DTSTART`.
    ///   - isAfterUntil: whether a start is after the rule's `UNTIL` (the caller compares in the
    ///     right zone).
    ///   - windowEnd: for a rule with neither `COUNT` nor `UNTIL`, the wall-clock second (as if
    ///     UTC) after which no instance is made: the conference's end; nil when there is none.
    /// - Throws: `.unsupportedRecurrence` for an unbounded rule without a window,
    ///   `.tooManyInstances` over the limit.
    func starts(
        from start: ICalendarDateTime, isAfterUntil: (ICalendarDateTime) throws(ICalendarError) -> Bool, windowEnd: Int64?
    ) throws(ICalendarError) -> [ICalendarDateTime] {
        let isBounded = rule.count != nil || rule.until != nil
        guard isBounded || windowEnd != nil else {
            throw .unsupportedRecurrence(
                number: number, event: eventName, reason: "neither COUNT nor UNTIL, and no other event bounds the conference")
        }
        var starts = [start]
        let weekdays = rule.byDay.map(\.weekday)
        var step = 0
        while true {
            step += 1
            let dates = candidateDates(step: step, start: start.date, weekdays: weekdays)
            for date in dates where date > start.date {
                let candidate = ICalendarDateTime(date: date, secondOfDay: start.secondOfDay, isUTC: start.isUTC)
                if let count = rule.count, starts.count >= count { return starts }
                if rule.until != nil, try isAfterUntil(candidate) { return starts }
                if !isBounded, let windowEnd, candidate.wallSeconds > windowEnd { return starts }
                guard starts.count < limit else { throw .tooManyInstances(number: number, event: eventName, limit: limit) }
                starts.append(candidate)
            }
            // A rule whose days never come again (`FREQ=DAILY;INTERVAL=7;BYDAY=MO` from a
            // Tuesday) has the start alone.
            if step > limit * 7 { return starts }
        }
    }

    /// The dates of one step of the rule: a day (daily), or the chosen weekdays of a week (weekly).
    private func candidateDates(step: Int, start: CalendarDate, weekdays: [Weekday]) -> [CalendarDate] {
        if rule.frequency == "DAILY" {
            let date = start.adding(days: step * rule.interval)
            return weekdays.isEmpty || weekdays.contains(date.weekday) ? [date] : []
        }
        let offset = (start.weekday.rawValue - rule.weekStart.rawValue + 7) % 7
        let firstWeek = start.adding(days: -offset)
        // Step 1 is the start's own week (its later weekdays), then every INTERVAL weeks.
        let week = firstWeek.adding(days: 7 * rule.interval * (step - 1))
        let chosen = weekdays.isEmpty ? [start.weekday] : weekdays
        return chosen.map { week.adding(days: ($0.rawValue - rule.weekStart.rawValue + 7) % 7) }.sorted()
    }
}
