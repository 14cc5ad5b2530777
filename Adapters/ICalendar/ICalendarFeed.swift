import ConbookCore

/// A whole calendar read from a file: its name and zone, its events, and (by `occurrences()`)
/// every time they take place, read exactly (see `ICalendarReader` for the zone rules).
public struct ICalendarFeed {
    /// The most instances one recurring event may have.
    public static let instanceLimit = 1_000
    /// How far a rule without an end repeats when no event that does not repeat bounds the
    /// conference (a calendar of a meetup's series): a year.
    static let seriesWindowDays: Int64 = 366

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
    /// time order where the event stands), and what could not be read. A recurring event
    /// (`RRULE`, `RDATE`) is expanded less its `EXDATE`s; an instance changed by a `VEVENT` with
    /// the same `UID` and a `RECURRENCE-ID` is replaced by that one. A rule with neither `COUNT`
    /// nor `UNTIL` is expanded up to a day after the end of the conference, the last end of the
    /// events that do not repeat (when none do not, up to 366 days after its start).
    ///
    /// Damage to one event costs that event, or only the property when the event can do without
    /// it, and is reported in `skipped`: an event without a readable `DTSTART`, with a rule that
    /// cannot be read or is not expanded (`ICalendarRecurrenceExpander`), repeating more than
    /// `instanceLimit` times, or in a zone whose rules cannot be read, is left out, as is a change
    /// of `RANGE=THISANDFUTURE`; an unreadable `DTEND` or `DURATION` (the event then has no end),
    /// `RDATE` or `EXDATE`, and a line that is not a content line, are left out of their event.
    /// - Throws: `.tooManyEntries` over the reader's limit.
    public func occurrences() throws(ICalendarError) -> ICalendarOccurrences {
        var skipped: [ICalendarSkip] = []
        var leftOut = Set<Int>()
        for (index, component) in components.enumerated() {
            for number in component.unreadableLines {
                skipped.append(ICalendarSkip(event: events[index], property: "line", error: .malformedLine(number: number)))
            }
        }
        var overrides: [String: [(key: ICalendarTime, index: Int)]] = [:]
        for (index, component) in components.enumerated() {
            guard let recurrence = component.property("RECURRENCE-ID") else { continue }
            do throws(ICalendarError) {
                if recurrence.parameters["RANGE"]?.uppercased() == "THISANDFUTURE" {
                    throw .unsupportedRecurrence(
                        number: recurrence.number, event: events[index].shownName, reason: "RANGE=THISANDFUTURE")
                }
                let key = try zones.time(of: recurrence)
                overrides[events[index].uid ?? "", default: []].append((key, index))
            } catch {
                skipped.append(ICalendarSkip(event: events[index], error: error))
                leftOut.insert(index)
            }
        }
        let conferenceEnd = components.contains { $0.property("RRULE") != nil } ? conferenceEnd() : nil
        // The repeating events first, so that the changed instances they take are known.
        var used = Set<Int>()
        var repeating: [Int: [ICalendarOccurrence]] = [:]
        for index in components.indices where components[index].property("RECURRENCE-ID") == nil {
            do throws(ICalendarError) {
                let occurrences = try instances(of: index, conferenceEnd: conferenceEnd, skipped: &skipped)
                repeating[index] = applying(
                    overrides[events[index].uid ?? ""] ?? [], to: occurrences, used: &used, skipped: &skipped)
            } catch {
                skipped.append(ICalendarSkip(event: events[index], error: error))
                leftOut.insert(index)
            }
        }
        var result: [ICalendarOccurrence] = []
        for index in components.indices where !used.contains(index) && !leftOut.contains(index) {
            var occurrences: [ICalendarOccurrence]
            if let made = repeating[index] {
                occurrences = made
            } else {
                do throws(ICalendarError) {
                    occurrences = [
                        try single(
                            index, key: components[index].property("RECURRENCE-ID").flatMap(Self.basicForm), skipped: &skipped)
                    ]
                } catch {
                    skipped.append(ICalendarSkip(event: events[index], error: error))
                    continue
                }
            }
            guard result.count + occurrences.count <= entryLimit else { throw .tooManyEntries(limit: entryLimit) }
            result += occurrences
        }
        return ICalendarOccurrences(
            occurrences: result, skipped: skipped.sorted { $0.error.lineNumber ?? 0 < $1.error.lineNumber ?? 0 })
    }

    /// A repeating event's instances with the changes (`RECURRENCE-ID`) made to them, each instance
    /// a change names replaced by it (marked `used`): a change without a `DTSTART` of its own keeps
    /// the instance's times under the change's texts; a change that cannot be read is skipped and
    /// the instance kept as the rule made it.
    private func applying(
        _ changes: [(key: ICalendarTime, index: Int)], to occurrences: [ICalendarOccurrence], used: inout Set<Int>,
        skipped: inout [ICalendarSkip]
    ) -> [ICalendarOccurrence] {
        guard !changes.isEmpty else { return occurrences }
        var occurrences = occurrences
        for (position, occurrence) in occurrences.enumerated() where occurrence.recurrenceKey != nil {
            guard let change = changes.first(where: { $0.key == occurrence.start && !used.contains($0.index) }) else {
                continue
            }
            used.insert(change.index)
            guard components[change.index].property("DTSTART") != nil else {
                occurrences[position].event = events[change.index]
                continue
            }
            do throws(ICalendarError) {
                occurrences[position] = try single(change.index, key: occurrence.recurrenceKey, skipped: &skipped)
            } catch {
                skipped.append(ICalendarSkip(event: events[change.index], error: error))
            }
        }
        return occurrences
    }

    /// The last end of the events that do not repeat (those that can be read), as a wall-clock
    /// second a day later: the window of rules without an end (zones differ by less than a day);
    /// nil when every event repeats.
    private func conferenceEnd() -> Int64? {
        var latest: Int64?
        var ignored: [ICalendarSkip] = []
        for index in components.indices
        where components[index].property("RRULE") == nil && components[index].property("RDATE") == nil {
            guard let occurrence = try? single(index, key: nil, skipped: &ignored) else { continue }
            for time in [occurrence.start, occurrence.end].compactMap({ $0 }) {
                let seconds = Self.seconds(of: time)
                latest = max(latest ?? seconds, seconds)
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
        ICalendarDateTime(property.trimmedValue)?.basicForm
    }

    /// An event taken once, at its `DTSTART`.
    private func single(_ index: Int, key: String?, skipped: inout [ICalendarSkip]) throws(ICalendarError) -> ICalendarOccurrence
    {
        let (start, zoneName) = try self.start(of: index)
        let length = try self.length(of: index, start: start, zoneName: zoneName, skipped: &skipped)
        return try occurrence(index, at: start, zoneName: zoneName, length: length, key: key)
    }

    /// An event's `DTSTART` and the zone it names.
    /// - Throws: `.missingStart` without one, `.malformedValue` when it is not a date or date-time.
    private func start(of index: Int) throws(ICalendarError) -> (ICalendarDateTime, zoneName: String?) {
        guard let startProperty = components[index].property("DTSTART") else {
            throw .missingStart(number: components[index].number)
        }
        guard let start = ICalendarDateTime(startProperty.trimmedValue) else {
            throw .malformedValue(number: startProperty.number, property: "DTSTART")
        }
        return (start, startProperty.parameters["TZID"])
    }

    /// A recurring event's instances (a single event: itself alone); for a rule without an end,
    /// up to the conference's end, else 366 days after the event's start.
    private func instances(
        of index: Int, conferenceEnd: Int64?, skipped: inout [ICalendarSkip]
    ) throws(ICalendarError) -> [ICalendarOccurrence] {
        let component = components[index]
        let ruleProperty = component.property("RRULE")
        let extraDates = component.properties("RDATE")
        guard ruleProperty != nil || !extraDates.isEmpty else { return [try single(index, key: nil, skipped: &skipped)] }
        let (start, zoneName) = try self.start(of: index)
        let windowEnd = conferenceEnd ?? start.wallSeconds + Self.seriesWindowDays * 86_400
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
            // An RDATE that cannot be read is left out, its dates with it.
            do throws(ICalendarError) {
                let zone = property.parameters["TZID"] ?? zoneName
                var dates: [ICalendarDateTime] = []
                for item in property.listItems {
                    guard let date = ICalendarDateTime(item.prefix { $0 != "/" }),
                        (date.secondOfDay == nil) == (start.secondOfDay == nil)
                    else { throw .malformedValue(number: property.number, property: "RDATE") }
                    dates.append(zone == zoneName ? date : try rewritten(date, from: zone, to: zoneName))
                }
                starts += dates
            } catch {
                skipped.append(ICalendarSkip(event: events[index], property: "RDATE", error: error))
            }
            guard starts.count <= Self.instanceLimit else {
                throw .tooManyInstances(number: property.number, event: name, limit: Self.instanceLimit)
            }
        }
        var excluded = Set<ICalendarTime>()
        var excludedDates = Set<CalendarDate>()
        for property in component.properties("EXDATE") {
            // An EXDATE that cannot be read is left out: the instances it names stay.
            do throws(ICalendarError) {
                var times: [ICalendarTime] = []
                var dates: [CalendarDate] = []
                for item in property.listItems {
                    guard let date = ICalendarDateTime(item) else {
                        throw .malformedValue(number: property.number, property: "EXDATE")
                    }
                    if date.secondOfDay == nil, start.secondOfDay != nil {
                        dates.append(date.date)
                    } else {
                        times.append(try zones.time(of: date, zoneName: property.parameters["TZID"] ?? zoneName))
                    }
                }
                excluded.formUnion(times)
                excludedDates.formUnion(dates)
            } catch {
                skipped.append(ICalendarSkip(event: events[index], property: "EXDATE", error: error))
            }
        }
        let length = try self.length(of: index, start: start, zoneName: zoneName, skipped: &skipped)
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

    /// How an event's end follows from its start: its `DTEND`, else its `DURATION`; one that
    /// cannot be read is left out (reported), and the event then has no end.
    private func length(
        of index: Int, start: ICalendarDateTime, zoneName: String?, skipped: inout [ICalendarSkip]
    ) throws(ICalendarError) -> Length {
        let component = components[index]
        if let endProperty = component.property("DTEND") {
            do throws(ICalendarError) {
                guard let end = ICalendarDateTime(endProperty.trimmedValue) else {
                    throw .malformedValue(number: endProperty.number, property: "DTEND")
                }
                let endZone = endProperty.parameters["TZID"]
                if case .instant(let from) = try zones.time(of: start, zoneName: zoneName),
                    case .instant(let to) = try zones.time(of: end, zoneName: endZone)
                {
                    return .exact((to.millisecondsSinceEpoch - from.millisecondsSinceEpoch) / 1000)
                }
                return .wall(end.wallSeconds - start.wallSeconds, zoneName: endZone ?? zoneName)
            } catch {
                skipped.append(ICalendarSkip(event: events[index], property: "DTEND", error: error))
                return .none
            }
        }
        if let durationProperty = component.property("DURATION") {
            guard let duration = ICalendarDuration(durationProperty.trimmedValue) else {
                skipped.append(
                    ICalendarSkip(
                        event: events[index], property: "DURATION",
                        error: .malformedValue(number: durationProperty.number, property: "DURATION")))
                return .none
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
