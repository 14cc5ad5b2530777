import ConbookCore
import Foundation

/// Turns a `FlatSchedule` into a full-snapshot `SyncResponse`: resolves the times by the format's
/// zone rule, forms the days, collects rooms and tracks, and gives every event a stable identifier.
///
/// - **Zone**: the document's zone, else the fallback zone of the `ScheduleReading` (`--time-zone`);
///   floating local times with neither are refused with a message that says so (never read in
///   UTC or the machine's zone). Exact instants need no zone; the days are then UTC dates.
/// - **Days**: the format's day windows when it has them (an item is on the day whose bounds hold
///   its start). Otherwise the local date of the start, except that an item starting before
///   05:00 belongs to the day before when that day has items from 05:00 on: the night's
///   programme stays on its evening's day. Named `Day 1`, `Day 2`… in date order; the id is the date.
/// - **Rooms** in the format's order, then by first use; **tracks** by first use; an item without
///   one gets `Unknown room` / `Other`.
/// - **Identity**: the source's identifier when it is unique in the document; otherwise (repeats,
///   recurring instances) the identifier and the start (`ABC-2025-03-17T13:00:00.000Z`), and for
///   items without one `{convention}-{start}-{title}`; `-2`, `-3`… should two still collide.
/// - **State**: a cancelled item is kept and tagged `cancelled`.
/// - **People**: the people of the format's people list, replacing all (a person who left the
///   file is removed at the next sync); none for formats without a list.
/// - **Damage to one item** costs that item, reported with its place (`SyncResponse.skipped`): an
///   end before the start, a zone of its own that no database knows. Items without a start are
///   left out (unscheduled, not damaged). An item equal to one before it (same identifier,
///   start, end and title) is a duplicate, kept once.
struct FlatScheduleAssembler {
    /// The hour before which an item may belong to the previous day.
    static let dayChangeMillisecond = 5 * 3_600_000

    /// The response's time and the zone for floating times when the document names none.
    let reading: ScheduleReading

    func assemble(_ schedule: FlatSchedule) throws(ConventionAPIError) -> SyncResponse {
        let format = schedule.kind.formatName
        let documentZone = schedule.timeZoneName.isEmpty ? nil : schedule.timeZoneName
        if let documentZone, TimeZone(identifier: documentZone) == nil {
            throw .malformed("\(format): unknown time zone “\(documentZone)”")
        }
        let knownZoneIdentifier = documentZone ?? reading.fallbackTimeZoneIdentifier
        let zone = knownZoneIdentifier.flatMap { TimeZone(identifier: $0) }
        var converters: [String: ZonedTimeConverter] = [:]
        let conventionConverter = ZonedTimeConverter(zone: zone ?? TimeZone(identifier: "UTC")!)

        var timed: [(item: FlatScheduleItem, start: Instant, end: Instant)] = []
        timed.reserveCapacity(schedule.items.count)
        var skipped = schedule.skipped
        var seen = Set<FlatScheduleKey>()
        for item in schedule.items {
            guard let written = item.start else { continue }
            do throws(FlatScheduleItemDamage) {
                let start = try instant(
                    written, of: item, format: format, zoneKnown: zone != nil, converter: conventionConverter,
                    converters: &converters)
                var end = start.advanced(by: .seconds(item.durationSeconds ?? 0))
                if let writtenEnd = item.end {
                    end = try instant(
                        writtenEnd, of: item, format: format, zoneKnown: zone != nil, converter: conventionConverter,
                        converters: &converters)
                }
                guard start <= end else { throw .damaged("it ends before it starts") }
                guard seen.insert(FlatScheduleKey(item: item, start: start, end: end)).inserted else { continue }
                timed.append((item, start, end))
                for (property, problem) in item.leftOut {
                    guard
                        var skip = try? ScheduleItemSkip.skipped(
                            problem, kind: schedule.kind, path: item.location.description, identifier: item.sourceID,
                            title: item.title)
                    else { continue }
                    skip.property = property
                    skipped.append(skip)
                }
            } catch {
                switch error {
                case .document(let refusal): throw refusal
                case .damaged(let reason):
                    skipped.append(
                        SkippedEntity(
                            Event.self, identifier: item.sourceID.isEmpty ? nil : item.sourceID, name: item.title,
                            place: item.location.description, reason: .unreadable(reason)))
                }
            }
        }

        let conventionIdentifier = ScheduleAssembler.conventionIdentifier(acronym: schedule.acronym, title: schedule.title)
        let dayDates = dates(of: timed.map(\.start), windows: schedule.dayWindows, converter: conventionConverter)
        let days = Set(dayDates).sorted().enumerated().map { ordinal, date in
            Day(id: Day.ID(date.description), name: "Day \(ordinal + 1)", date: date)
        }

        var rooms = schedule.roomOrder.filter { name in timed.contains { roomName(of: $0.item) == name } }
        var knownRooms = Set(rooms)
        var tracks: [String] = []
        var knownTracks = Set<String>()
        var used = Set<String>()
        let sourceIDCounts = Dictionary(timed.map { ($0.item.sourceID, 1) }, uniquingKeysWith: +)
        var events: [Event] = []
        events.reserveCapacity(timed.count)
        for (index, entry) in timed.enumerated() {
            let item = entry.item
            let room = roomName(of: item)
            if knownRooms.insert(room).inserted { rooms.append(room) }
            let track = item.track.isEmpty ? ScheduleAssembler.fallbackTrackName : item.track
            if knownTracks.insert(track).inserted { tracks.append(track) }
            var identifier: String
            if item.sourceID.isEmpty {
                identifier = "\(conventionIdentifier.rawValue)-\(entry.start)-\(Self.slug(item.title))"
            } else if sourceIDCounts[item.sourceID, default: 0] > 1 {
                identifier = "\(item.sourceID)-\(entry.start)"
            } else {
                identifier = item.sourceID
            }
            if used.contains(identifier) {
                var ordinal = 2
                while used.contains("\(identifier)-\(ordinal)") { ordinal += 1 }
                identifier += "-\(ordinal)"
            }
            used.insert(identifier)
            events.append(
                Event(
                    id: Event.ID(identifier), slug: item.slug, title: item.title, subtitle: item.subtitle,
                    abstract: item.abstract, description: item.description, hosts: item.persons,
                    dayID: Day.ID(dayDates[index].description), roomID: Room.ID(room), trackID: Track.ID(track),
                    start: entry.start, end: entry.end, tags: item.isCancelled ? item.tags + [Event.cancelledTag] : item.tags,
                    language: item.language, links: item.links))
        }

        let title = schedule.title.isEmpty ? (schedule.acronym.isEmpty ? "Schedule" : schedule.acronym) : schedule.title
        return SyncResponse(
            conventionIdentifier: conventionIdentifier,
            serverTime: reading.now,
            EntityChanges.replacingAll(with: days),
            EntityChanges.replacingAll(with: rooms.map { Room(id: Room.ID($0), name: $0) }),
            EntityChanges.replacingAll(with: tracks.map { Track(id: Track.ID($0), name: $0) }),
            EntityChanges.replacingAll(with: events),
            EntityChanges.replacingAll(with: schedule.people.all),
            EntityChanges<Announcement>.replacingAll(with: []),
            EntityChanges<ImageReference>.replacingAll(with: []),
            details: ConventionDetails(
                title: title, timeZoneIdentifier: knownZoneIdentifier,
                scheduleVersion: schedule.version.isEmpty ? nil : schedule.version),
            skipped: skipped)
    }

    private func roomName(of item: FlatScheduleItem) -> String {
        item.room.isEmpty ? ScheduleAssembler.fallbackRoomName : item.room
    }

    private func instant(
        _ time: ScheduleTime, of item: FlatScheduleItem, format: String, zoneKnown: Bool, converter: ZonedTimeConverter,
        converters: inout [String: ZonedTimeConverter]
    ) throws(FlatScheduleItemDamage) -> Instant {
        switch time {
        case .instant(let instant):
            return instant
        case .local(let date, let millisecond):
            guard zoneKnown else {
                throw .document(
                    .malformed(
                        "\(format): the times are the convention's local times and the file names no time zone;"
                            + " give the convention's zone (e.g. --time-zone Europe/Vienna)"))
            }
            return converter.instant(localDate: date, millisecondOfDay: millisecond)
        case .zoned(let date, let millisecond, let identifier):
            if let known = converters[identifier] { return known.instant(localDate: date, millisecondOfDay: millisecond) }
            guard let zone = TimeZone(identifier: identifier) else {
                throw .damaged("its time zone “\(identifier)” is unknown")
            }
            let zoned = ZonedTimeConverter(zone: zone)
            converters[identifier] = zoned
            return zoned.instant(localDate: date, millisecondOfDay: millisecond)
        }
    }

    /// Each start's day: by the windows, else the local date with the night rule.
    private func dates(of starts: [Instant], windows: [FlatSchedule.DayWindow], converter: ZonedTimeConverter) -> [CalendarDate] {
        if !windows.isEmpty {
            return starts.map { start in
                windows.first { $0.start <= start && start < $0.end }?.date
                    ?? windows.min { abs(distance($0.start, start)) < abs(distance($1.start, start)) }!.date
            }
        }
        let local = starts.map { start -> (date: CalendarDate, millisecond: Int) in
            let date = converter.localDate(of: start)
            let midnight = converter.instant(localDate: date, millisecondOfDay: 0)
            return (date, Int(start.millisecondsSinceEpoch - midnight.millisecondsSinceEpoch))
        }
        let daytimeDates = Set(local.filter { $0.millisecond >= Self.dayChangeMillisecond }.map(\.date))
        return local.map { entry in
            let previous = entry.date.adding(days: -1)
            return entry.millisecond < Self.dayChangeMillisecond && daytimeDates.contains(previous) ? previous : entry.date
        }
    }

    private func distance(_ from: Instant, _ to: Instant) -> Int64 {
        to.millisecondsSinceEpoch - from.millisecondsSinceEpoch
    }

    /// Lower-case letters and digits of a title joined by `-`.
    private static func slug(_ title: String) -> String {
        ScheduleAssembler.conventionIdentifier(acronym: "", title: title).rawValue
    }
}
