import ConbookCore

/// Expands an event's `RRULE` into the starts of its instances, as wall-clock times in the
/// event's zone (so that a weekly 10:00 stays at 10:00 across a daylight-saving change).
///
/// Read: `FREQ=DAILY` and `FREQ=WEEKLY` with `INTERVAL`, `COUNT`, `UNTIL`, `BYDAY` (weekdays
/// without ordinals) and `WKST`; `FREQ=MONTHLY` (a meetup's series: `BYDAY=4WE`, `BYDAY=-1FR`,
/// `BYMONTHDAY=15`, both, or the start's day of the month) with `INTERVAL`, `COUNT`, `UNTIL` and
/// `BYMONTH`. Refused, naming the event and the line: any other frequency or rule part, and more
/// instances than the limit. A rule with neither `COUNT` nor `UNTIL` ends at the window it is
/// given. The start (`DTSTART`) is always the first instance, as RFC 5545 §3.8.5.3 says.
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
        guard let rule = ICalendarRecurrenceRule(property.trimmedValue) else {
            throw .malformedValue(number: property.number, property: property.name)
        }
        func refuse(_ reason: String) -> ICalendarError {
            .unsupportedRecurrence(number: property.number, event: eventName, reason: reason)
        }
        guard ["DAILY", "WEEKLY", "MONTHLY"].contains(rule.frequency) else { throw refuse("FREQ=\(rule.frequency)") }
        if let part = rule.otherParts.first { throw refuse(part) }
        if rule.frequency != "MONTHLY" {
            if !rule.byMonth.isEmpty { throw refuse("BYMONTH") }
            if !rule.byMonthDay.isEmpty { throw refuse("BYMONTHDAY") }
            if rule.byDay.contains(where: { $0.ordinal != nil }) { throw refuse("BYDAY with an ordinal") }
        }
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
    ///     UTC) after which no instance is made: the conference's end.
    /// - Throws: `.tooManyInstances` over the limit.
    func starts(
        from start: ICalendarDateTime, isAfterUntil: (ICalendarDateTime) throws(ICalendarError) -> Bool, windowEnd: Int64
    ) throws(ICalendarError) -> [ICalendarDateTime] {
        let isBounded = rule.count != nil || rule.until != nil
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
                if !isBounded, candidate.wallSeconds > windowEnd { return starts }
                guard starts.count < limit else { throw .tooManyInstances(number: number, event: eventName, limit: limit) }
                starts.append(candidate)
            }
            // A rule whose days never come again (`FREQ=DAILY;INTERVAL=7;BYDAY=MO` from a
            // Tuesday) has the start alone.
            if step > limit * 7 { return starts }
        }
    }

    /// The dates of one step of the rule: a day (daily), the chosen weekdays of a week (weekly),
    /// or the chosen days of a month (monthly).
    private func candidateDates(step: Int, start: CalendarDate, weekdays: [Weekday]) -> [CalendarDate] {
        if rule.frequency == "MONTHLY" {
            // Step 1 is the start's own month (its later days), then every INTERVAL months.
            let months = start.year * 12 + start.month - 1 + rule.interval * (step - 1)
            return monthDates(year: months / 12, month: months % 12 + 1, start: start)
        }
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

    /// The days of a month the rule picks, in order: its `BYMONTHDAY`s (counted from the end when
    /// negative) and its `BYDAY`s (the n-th weekday, counted from the end when negative, or every
    /// one), the days both name when it has both, else the start's day; none in a month `BYMONTH`
    /// leaves out.
    private func monthDates(year: Int, month: Int, start: CalendarDate) -> [CalendarDate] {
        guard rule.byMonth.isEmpty || rule.byMonth.contains(month), let first = CalendarDate(year: year, month: month, day: 1)
        else { return [] }
        let length = (28...31).last { CalendarDate(year: year, month: month, day: $0) != nil } ?? 28
        let days = (1...length).map { first.adding(days: $0 - 1) }
        var byMonthDay: Set<Int>?
        if !rule.byMonthDay.isEmpty {
            byMonthDay = Set(rule.byMonthDay.map { $0 > 0 ? $0 : length + 1 + $0 })
        }
        var byDay: Set<Int>?
        if !rule.byDay.isEmpty {
            var chosen = Set<Int>()
            for day in rule.byDay {
                let matching = days.filter { $0.weekday == day.weekday }.map(\.day)
                guard let ordinal = day.ordinal else {
                    chosen.formUnion(matching)
                    continue
                }
                let position = ordinal > 0 ? ordinal - 1 : matching.count + ordinal
                if matching.indices.contains(position) { chosen.insert(matching[position]) }
            }
            byDay = chosen
        }
        let picked: Set<Int> =
            switch (byMonthDay, byDay) {
            case (let monthDays?, let weekDays?): monthDays.intersection(weekDays)
            case (let monthDays?, nil): monthDays
            case (nil, let weekDays?): weekDays
            case (nil, nil): start.day <= length ? [start.day] : []
            }
        return days.filter { picked.contains($0.day) }
    }
}
