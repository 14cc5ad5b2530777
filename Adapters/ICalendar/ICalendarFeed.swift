import ConbookCore

/// A whole calendar read from a file: its name and zone, its events, and (by `occurrences()`)
/// every time they take place, read exactly (see `ICalendarReader` for the zone rules).
public struct ICalendarFeed {
    /// The most instances one recurring event may have.
    public static let instanceLimit = 1_000

    /// The calendar's name (`X-WR-CALNAME`), if any.
    public let name: String?
    /// The calendar's description (`X-WR-CALDESC`), if any.
    public let calendarDescription: String?
    /// The writer of the file (`PRODID`, e.g. `-//pretalx//cfp.example.org//`), if any.
    public let productIdentifier: String?
    /// The calendar's zone as it names it (`X-WR-TIMEZONE`), if any.
    public let timeZoneName: String?
    /// The `TZID`s of the file's `VTIMEZONE`s that carry rules, in the file's order.
    public let definedTimeZoneNames: [String]
    /// The `VEVENT`s in the file's order.
    public let events: [ICalendarEvent]

    private let components: [ICalendarComponent]
    private let zones: ICalendarZones
    private let entryLimit: Int

    init(calendar: ICalendarComponent, defaultZoneIdentifier: String?, entryLimit: Int) {
        name = calendar.property("X-WR-CALNAME")?.text
        calendarDescription = calendar.property("X-WR-CALDESC")?.text
        productIdentifier = calendar.property("PRODID")?.text
        timeZoneName = calendar.property("X-WR-TIMEZONE")?.text
        components = calendar.all("VEVENT")
        events = components.map(ICalendarEvent.init)
        zones = ICalendarZones(calendar: calendar, defaultZoneIdentifier: defaultZoneIdentifier)
        definedTimeZoneNames = zones.ruledIdentifiers
        self.entryLimit = entryLimit
    }

    /// The `DTSTART` of each event as far as it names an instant, leniently: nil for a missing
    /// or malformed start, a whole day, or a zone that cannot be read (the favourites import).
    func startInstants() -> [Instant?] {
        components.map { component in
            guard let property = component.property("DTSTART") else { return nil }
            return (try? zones.time(of: property))?.instant
        }
    }

    /// Every time the events take place, in the file's order (a recurring event's instances in
    /// time order where the event stands). A recurring event (`RRULE`, `RDATE`) is expanded
    /// less its `EXDATE`s; an instance changed by a `VEVENT` with the same `UID` and a
    /// `RECURRENCE-ID` is replaced by that one. A rule with neither `COUNT` nor `UNTIL` is
    /// expanded up to the end of the conference, the last end of the events that do not repeat.
    /// - Throws: `.malformedValue` for a time, duration or rule that cannot be read (naming
    ///   the line), `.unsupportedRecurrence` and `.tooManyInstances` (`instanceLimit`) for a
    ///   recurrence that is not expanded, `.tooManyEntries` over the reader's limit, and the
    ///   error of a `VTIMEZONE` whose rules cannot be read when a time uses it.
    public func occurrences() throws(ICalendarError) -> [ICalendarOccurrence] {
        var overrides: [String: [(key: ICalendarTime, index: Int)]] = [:]
        for (index, component) in components.enumerated() {
            guard let recurrence = component.property("RECURRENCE-ID") else { continue }
            if recurrence.parameters["RANGE"]?.uppercased() == "THISANDFUTURE" {
                throw .unsupportedRecurrence(
                    number: recurrence.number, event: events[index].shownName, reason: "RANGE=THISANDFUTURE")
            }
            let key = try zones.time(of: recurrence)
            overrides[events[index].uid ?? "", default: []].append((key, index))
        }
        let windowEnd = components.contains { $0.property("RRULE") != nil } ? try conferenceEnd() : nil
        // The repeating events first, so that the changed instances they take are known.
        var used = Set<Int>()
        var repeating: [Int: [ICalendarOccurrence]] = [:]
        for index in components.indices where components[index].property("RECURRENCE-ID") == nil {
            var occurrences = try instances(of: index, windowEnd: windowEnd)
            if let uid = events[index].uid, let changed = overrides[uid] {
                for (position, occurrence) in occurrences.enumerated() where occurrence.recurrenceKey != nil {
                    guard let change = changed.first(where: { $0.key == occurrence.start && !used.contains($0.index) })
                    else { continue }
                    used.insert(change.index)
                    // A change without a start of its own keeps the instance as the rule made it.
                    if let replacement = try single(change.index, key: occurrence.recurrenceKey).first {
                        occurrences[position] = replacement
                    }
                }
            }
            repeating[index] = occurrences
        }
        var result: [ICalendarOccurrence] = []
        for index in components.indices where !used.contains(index) {
            var occurrences: [ICalendarOccurrence]
            if let made = repeating[index] {
                occurrences = made
            } else {
                occurrences = try single(index, key: components[index].property("RECURRENCE-ID").flatMap(Self.basicForm))
            }
            guard result.count + occurrences.count <= entryLimit else { throw .tooManyEntries(limit: entryLimit) }
            result += occurrences
        }
        return result
    }

    /// The last end of the events that do not repeat, as a wall-clock second a day later (a
    /// window for rules without an end; zones differ by less than a day).
    private func conferenceEnd() throws(ICalendarError) -> Int64? {
        var latest: Int64?
        for index in components.indices
        where components[index].property("RRULE") == nil && components[index].property("RDATE") == nil {
            for occurrence in try single(index, key: nil) {
                for time in [occurrence.start, occurrence.end].compactMap({ $0 }) {
                    let seconds = Self.seconds(of: time)
                    latest = max(latest ?? seconds, seconds)
                }
            }
        }
        return latest.map { $0 + 86_400 }
    }

    /// The seconds of a time since the epoch (a local time or day: as if it were UTC).
    private static func seconds(of time: ICalendarTime) -> Int64 {
        switch time {
        case .instant(let instant): instant.millisecondsSinceEpoch / 1000
        case .floating(let date, let secondOfDay): Int64(date.daysSinceEpoch) * 86_400 + Int64(secondOfDay)
        case .date(let date): Int64(date.daysSinceEpoch) * 86_400
        }
    }

    private static func basicForm(_ property: ICalendarProperty) -> String? {
        ICalendarDateTime(property.value)?.basicForm
    }

    /// An event taken once, at its `DTSTART`.
    private func single(_ index: Int, key: String?) throws(ICalendarError) -> [ICalendarOccurrence] {
        let component = components[index]
        guard let startProperty = component.property("DTSTART") else { return [] }
        guard let start = ICalendarDateTime(startProperty.value) else {
            throw .malformedValue(number: startProperty.number, property: "DTSTART")
        }
        let length = try self.length(of: component, start: start, zoneName: startProperty.parameters["TZID"])
        return [try occurrence(index, at: start, zoneName: startProperty.parameters["TZID"], length: length, key: key)]
    }

    /// A recurring event's instances (a single event: itself alone).
    private func instances(of index: Int, windowEnd: Int64?) throws(ICalendarError) -> [ICalendarOccurrence] {
        let component = components[index]
        let ruleProperty = component.property("RRULE")
        let extraDates = component.properties("RDATE")
        guard ruleProperty != nil || !extraDates.isEmpty else { return try single(index, key: nil) }
        guard let startProperty = component.property("DTSTART") else { return [] }
        guard let start = ICalendarDateTime(startProperty.value) else {
            throw .malformedValue(number: startProperty.number, property: "DTSTART")
        }
        let zoneName = startProperty.parameters["TZID"]
        let name = events[index].shownName
        var starts = [start]
        if let ruleProperty {
            let expander = try ICalendarRecurrenceExpander(ruleProperty, eventName: name, limit: Self.instanceLimit)
            let until = expander.rule.until
            starts = try expander.starts(
                from: start,
                isAfterUntil: { (candidate) throws(ICalendarError) -> Bool in
                    guard let until else { return false }
                    if until.secondOfDay == nil || candidate.secondOfDay == nil { return candidate.date > until.date }
                    let limit = try zones.time(of: until, zoneName: zoneName)
                    let time = try zones.time(of: candidate, zoneName: zoneName)
                    if let limit = limit.instant, let time = time.instant { return time > limit }
                    return candidate.wallSeconds > until.wallSeconds
                }, windowEnd: windowEnd)
        }
        for property in extraDates {
            let zone = property.parameters["TZID"] ?? zoneName
            for item in property.listItems {
                guard let date = ICalendarDateTime(item.prefix { $0 != "/" }),
                    (date.secondOfDay == nil) == (start.secondOfDay == nil)
                else { throw .malformedValue(number: property.number, property: "RDATE") }
                starts.append(zone == zoneName ? date : try rewritten(date, from: zone, to: zoneName))
                guard starts.count <= Self.instanceLimit else {
                    throw .tooManyInstances(number: property.number, event: name, limit: Self.instanceLimit)
                }
            }
        }
        var excluded = Set<ICalendarTime>()
        var excludedDates = Set<CalendarDate>()
        for property in component.properties("EXDATE") {
            for item in property.listItems {
                guard let date = ICalendarDateTime(item) else {
                    throw .malformedValue(number: property.number, property: "EXDATE")
                }
                if date.secondOfDay == nil, start.secondOfDay != nil {
                    excludedDates.insert(date.date)
                } else {
                    excluded.insert(try zones.time(of: date, zoneName: property.parameters["TZID"] ?? zoneName))
                }
            }
        }
        let length = try self.length(of: component, start: start, zoneName: zoneName)
        var seen = Set<ICalendarTime>()
        var occurrences: [ICalendarOccurrence] = []
        for wall in starts.sorted(by: { $0.wallSeconds < $1.wallSeconds }) where !excludedDates.contains(wall.date) {
            let made = try occurrence(index, at: wall, zoneName: zoneName, length: length, key: wall.basicForm)
            guard !excluded.contains(made.start), seen.insert(made.start).inserted else { continue }
            occurrences.append(made)
        }
        return occurrences
    }

    /// A date-time of another zone written as a wall-clock time of the event's zone (an `RDATE`
    /// with its own `TZID`).
    private func rewritten(
        _ date: ICalendarDateTime, from zone: String?, to target: String?
    ) throws(ICalendarError)
        -> ICalendarDateTime
    {
        var targetZone = zones.calendarZone
        if let target { targetZone = try zones.zone(named: target) ?? targetZone }
        guard let instant = try zones.time(of: date, zoneName: zone).instant, let targetZone else { return date }
        let seconds = instant.millisecondsSinceEpoch / 1000
        return ICalendarDateTime(wallSeconds: seconds + Int64(targetZone.offset(atUTC: seconds)), isUTC: false)
    }

    /// How an event's end follows from its start.
    private enum Length {
        /// No end.
        case none
        /// The exact seconds between `DTSTART` and `DTEND`, both instants.
        case exact(Int64)
        /// The wall-clock seconds between them (local times), with `DTEND`'s zone.
        case wall(Int64, zoneName: String?)
        /// A `DURATION`: nominal days, then exact seconds.
        case duration(ICalendarDuration)
    }

    private func length(
        of component: ICalendarComponent, start: ICalendarDateTime, zoneName: String?
    ) throws(ICalendarError)
        -> Length
    {
        if let endProperty = component.property("DTEND") {
            guard let end = ICalendarDateTime(endProperty.value) else {
                throw .malformedValue(number: endProperty.number, property: "DTEND")
            }
            let endZone = endProperty.parameters["TZID"]
            if case .instant(let from) = try zones.time(of: start, zoneName: zoneName),
                case .instant(let to) = try zones.time(of: end, zoneName: endZone)
            {
                return .exact((to.millisecondsSinceEpoch - from.millisecondsSinceEpoch) / 1000)
            }
            return .wall(end.wallSeconds - start.wallSeconds, zoneName: endZone ?? zoneName)
        }
        if let durationProperty = component.property("DURATION") {
            guard let duration = ICalendarDuration(durationProperty.value) else {
                throw .malformedValue(number: durationProperty.number, property: "DURATION")
            }
            return .duration(duration)
        }
        return start.secondOfDay == nil ? .duration(ICalendarDuration(days: 1, seconds: 0)) : .none
    }

    private func occurrence(
        _ index: Int, at wall: ICalendarDateTime, zoneName: String?, length: Length, key: String?
    )
        throws(ICalendarError) -> ICalendarOccurrence
    {
        let start = try zones.time(of: wall, zoneName: zoneName)
        var end: ICalendarTime?
        switch length {
        case .none: end = nil
        case .exact(let seconds):
            end = start.instant.map { .instant($0.advanced(by: .seconds(seconds))) }
        case .wall(let seconds, let endZone):
            let endWall = ICalendarDateTime(wallSeconds: wall.wallSeconds + seconds, isUTC: wall.isUTC)
            end = try zones.time(of: wall.secondOfDay == nil ? dateOnly(endWall) : endWall, zoneName: endZone)
        case .duration(let duration):
            let dayLater = ICalendarDateTime(wallSeconds: wall.wallSeconds + Int64(duration.days) * 86_400, isUTC: wall.isUTC)
            if wall.secondOfDay == nil {
                end = .date(dayLater.date)
            } else {
                switch try zones.time(of: dayLater, zoneName: zoneName) {
                case .instant(let instant): end = .instant(instant.advanced(by: .seconds(duration.seconds)))
                default:
                    let later = ICalendarDateTime(wallSeconds: dayLater.wallSeconds + Int64(duration.seconds), isUTC: false)
                    end = .floating(later.date, secondOfDay: later.secondOfDay ?? 0)
                }
            }
        }
        return ICalendarOccurrence(event: events[index], start: start, end: end, recurrenceKey: key)
    }

    private func dateOnly(_ value: ICalendarDateTime) -> ICalendarDateTime {
        ICalendarDateTime(date: value.date, secondOfDay: nil, isUTC: false)
    }
}
