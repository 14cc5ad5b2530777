import ConbookCore
import Foundation

/// Turns a `ScheduleDocument` into a full-snapshot `SyncResponse`: interprets the times, names
/// the days, collects rooms and tracks, and gives every event a stable identifier.
///
/// See `ScheduleExportDecoder` for the rules.
struct ScheduleAssembler {
    /// The name of the track of events whose track is empty.
    static let fallbackTrackName = "Other"
    /// The name of the room of events that name none and are listed under none.
    static let fallbackRoomName = "Unknown room"

    /// The response's time and the zone for local times when the document names none.
    let reading: ScheduleReading

    func assemble(_ document: consuming ScheduleDocument) throws(ConventionAPIError) -> SyncResponse {
        let documentZone = document.timeZoneName.isEmpty ? nil : document.timeZoneName
        let knownZoneIdentifier = documentZone ?? reading.fallbackTimeZoneIdentifier
        let zoneIdentifier = knownZoneIdentifier ?? "UTC"
        guard let zone = TimeZone(identifier: zoneIdentifier) else {
            throw .malformed("unknown time zone “\(zoneIdentifier)”")
        }
        let converter = ZonedTimeConverter(zone: zone)
        let dayChange = ScheduleTimeText.timeOfDay(document.dayChange) ?? 0

        let conventionIdentifier = Self.conventionIdentifier(acronym: document.acronym, title: document.title)
        let (days, writtenDates) = try makeDays(
            document.days, converter: knownZoneIdentifier == nil ? nil : converter)

        var rooms = OrderedNames()
        var tracks = OrderedNames()
        var drafts = EventDrafts()
        swap(&drafts, &document.events)
        // When every event has a guid of its own, the guids are the identifiers and cannot collide.
        let guidsIdentifyAll = Self.haveDistinctGUIDs(drafts)
        var guidCounts: [String: Int] = [:]
        if !guidsIdentifyAll {
            guidCounts.reserveCapacity(drafts.count)
            for index in drafts.indices where !drafts[index].guid.isEmpty {
                guidCounts[drafts[index].guid, default: 0] += 1
            }
        }

        var usedIdentifiers = Set<String>(minimumCapacity: guidsIdentifyAll ? 0 : drafts.count)
        var events: [Event] = []
        events.reserveCapacity(drafts.count)
        var skipped = document.skipped
        // Events written twice (same identifier, times and title) are kept once; with distinct
        // guids there can be none.
        var seen = Set<FrabEventKey>()
        for index in drafts.indices {
            // Each draft is moved out and its fields moved into the event: no string is retained
            // twice, and the emptied drafts cost nothing to free.
            var draft = Self.take(&drafts[index], leaving: EventDraft())
            let start: Instant
            let end: Instant
            do throws(FrabEventDamage) {
                (start, end) = try times(
                    of: draft, dayDate: writtenDates[draft.dayIndex], dayChange: dayChange, converter: converter)
            } catch {
                skipped.append(
                    SkippedEntity(
                        Event.self, identifier: draft.guid.isEmpty ? (draft.sourceID.isEmpty ? nil : draft.sourceID) : draft.guid,
                        name: draft.title, place: draft.location.description, reason: .unreadable(error.reason)))
                continue
            }
            if !guidsIdentifyAll,
                !seen.insert(
                    FrabEventKey(id: draft.guid.isEmpty ? draft.sourceID : draft.guid, start: start, end: end, title: draft.title)
                )
                .inserted
            {
                continue
            }
            let room = draft.room.isEmpty ? draft.enclosingRoom : draft.room
            let roomName = room.isEmpty ? Self.fallbackRoomName : room
            let trackName = draft.track.isEmpty ? Self.fallbackTrackName : draft.track
            rooms.insert(roomName)
            tracks.insert(trackName)
            let identifier =
                guidsIdentifyAll
                ? Self.take(&draft.guid, leaving: "")
                : uniqueIdentifier(
                    of: draft, start: start, convention: conventionIdentifier, guidCounts: guidCounts,
                    used: &usedIdentifiers)
            events.append(
                Event(
                    id: Event.ID(identifier), slug: Self.take(&draft.slug, leaving: ""),
                    title: Self.take(&draft.title, leaving: ""), subtitle: Self.take(&draft.subtitle, leaving: ""),
                    abstract: Self.take(&draft.abstract, leaving: ""),
                    description: Self.take(&draft.description, leaving: ""),
                    hosts: Self.take(&draft.persons, leaving: []), dayID: days[draft.dayIndex].id,
                    roomID: Room.ID(roomName), trackID: Track.ID(trackName), start: start, end: end,
                    tags: draft.isRecordingOptOut ? [Event.notRecordedTag] : [],
                    language: Self.take(&draft.language, leaving: ""), links: Self.take(&draft.links, leaving: [])))
        }

        let title = document.title.isEmpty ? (document.acronym.isEmpty ? "Schedule" : document.acronym) : document.title
        return SyncResponse(
            conventionIdentifier: conventionIdentifier,
            serverTime: reading.now,
            EntityChanges.replacingAll(with: days),
            EntityChanges.replacingAll(with: rooms.names.map { Room(id: Room.ID($0), name: $0) }),
            EntityChanges.replacingAll(with: tracks.names.map { Track(id: Track.ID($0), name: $0) }),
            EntityChanges.replacingAll(with: events),
            EntityChanges.replacingAll(with: document.people.all),
            EntityChanges<Announcement>.replacingAll(with: []),
            EntityChanges<ImageReference>.replacingAll(with: []),
            details: ConventionDetails(
                title: title, timeZoneIdentifier: knownZoneIdentifier,
                scheduleVersion: document.version.isEmpty ? nil : document.version),
            skipped: skipped)
    }

    /// Whether every draft has a guid and no two share one. Compares hash values first (no
    /// string is kept or retained); only should two hash alike are the guids themselves compared.
    private static func haveDistinctGUIDs(_ drafts: EventDrafts) -> Bool {
        var hashes = Set<Int>(minimumCapacity: drafts.count)
        for index in drafts.indices {
            guard !drafts[index].guid.isEmpty else { return false }
            if !hashes.insert(drafts[index].guid.hashValue).inserted {
                var guids = Set<String>(minimumCapacity: drafts.count)
                for index in drafts.indices {
                    guard !drafts[index].guid.isEmpty, guids.insert(drafts[index].guid).inserted else { return false }
                }
                return true
            }
        }
        return true
    }

    /// Moves a value out of its place, leaving `replacement` there.
    @inline(__always)
    private static func take<Value>(_ value: inout Value, leaving replacement: Value) -> Value {
        var taken = replacement
        swap(&taken, &value)
        return taken
    }

    /// The event's guid when it is unique in the document, else `{convention}-{id}-{start}`;
    /// `-2`, `-3`… appended should it be taken already. Records it in `used`.
    private func uniqueIdentifier(
        of draft: EventDraft, start: Instant, convention: ConventionIdentifier, guidCounts: [String: Int],
        used: inout Set<String>
    ) -> String {
        var identifier =
            draft.guid.isEmpty || guidCounts[draft.guid, default: 0] > 1
            ? "\(convention.rawValue)-\(draft.sourceID)-\(start)" : draft.guid
        if used.contains(identifier) {
            var ordinal = 2
            while used.contains("\(identifier)-\(ordinal)") { ordinal += 1 }
            identifier += "-\(ordinal)"
        }
        used.insert(identifier)
        return identifier
    }

    /// The acronym, else a slug of the title (lower-case letters and digits joined by `-`),
    /// else `schedule`.
    static func conventionIdentifier(acronym: String, title: String) -> ConventionIdentifier {
        if !acronym.isEmpty { return ConventionIdentifier(acronym) }
        var slug = ""
        var pendingDash = false
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return ConventionIdentifier(slug.isEmpty ? "schedule" : slug)
    }

    /// The Core days, and each day's date as written (the base of its events' local times).
    private func makeDays(
        _ drafts: [DayDraft], converter: ZonedTimeConverter?
    ) throws(ConventionAPIError) -> ([Day], [CalendarDate]) {
        var days: [Day] = []
        var writtenDates: [CalendarDate] = []
        var usedIdentifiers = Set<String>()
        for (ordinal, draft) in drafts.enumerated() {
            guard let written = ScheduleTimeText.date(draft.date) else {
                let value = draft.date.isEmpty ? "no date" : "the unreadable date “\(draft.date)”"
                throw .malformed("\(draft.location): day \(ordinal + 1) has \(value)")
            }
            var date = written
            if let converter, let start = ScheduleTimeText.timestamp(draft.start), let offset = start.offsetInSeconds {
                let instant = Instant(utc: start.date).advanced(by: .milliseconds(start.millisecondOfDay))
                    .advanced(by: .seconds(-offset))
                date = converter.localDate(of: instant)
            }
            var identifier = date.description
            if usedIdentifiers.contains(identifier) { identifier += "-\(ordinal + 1)" }
            usedIdentifiers.insert(identifier)
            let number = draft.index.isEmpty ? String(ordinal + 1) : draft.index
            days.append(Day(id: Day.ID(identifier), name: "Day \(number)", date: date))
            writtenDates.append(written)
        }
        return (days, writtenDates)
    }

    /// An event's start and end. `<date>` with an offset is exact, except that a `<date>` in UTC
    /// whose wall-clock time is the event's `<start>` is the local time mislabelled (wafer's
    /// export of DebConf17 in Montreal wrote every `<date>` so, its local time with `+00:00`; a
    /// true UTC date and a local start differ unless the zone is at UTC): it is read in the
    /// conference's zone, as `<start>` says. Without an offset, `<date>` is local time.
    private func times(
        of draft: EventDraft, dayDate: CalendarDate, dayChange: Int, converter: ZonedTimeConverter
    ) throws(FrabEventDamage) -> (start: Instant, end: Instant) {
        let start: Instant
        if !draft.date.isEmpty {
            guard let timestamp = ScheduleTimeText.timestamp(draft.date) else {
                throw FrabEventDamage(reason: "the <date> “\(draft.date)” cannot be read")
            }
            if let offset = timestamp.offsetInSeconds,
                offset != 0 || ScheduleTimeText.timeOfDay(draft.start).map({ $0 * 1000 == timestamp.millisecondOfDay }) != true
            {
                start = Instant(utc: timestamp.date).advanced(by: .milliseconds(timestamp.millisecondOfDay))
                    .advanced(by: .seconds(-offset))
            } else {
                // Local time (in a zone at UTC, the same instant as read exactly).
                start = converter.instant(localDate: timestamp.date, millisecondOfDay: timestamp.millisecondOfDay)
            }
        } else {
            guard !draft.start.isEmpty else { throw FrabEventDamage(reason: "it has no <start>") }
            guard let secondOfDay = ScheduleTimeText.timeOfDay(draft.start) else {
                throw FrabEventDamage(reason: "the <start> “\(draft.start)” cannot be read")
            }
            let date = secondOfDay < dayChange ? dayDate.adding(days: 1) : dayDate
            start = converter.instant(localDate: date, millisecondOfDay: secondOfDay * 1000)
        }
        var seconds = 0
        if !draft.duration.isEmpty {
            guard let parsed = ScheduleTimeText.duration(draft.duration) else {
                throw FrabEventDamage(reason: "the <duration> “\(draft.duration)” cannot be read")
            }
            seconds = parsed
        }
        return (start, start.advanced(by: .seconds(seconds)))
    }
}

/// Why one event of a frab schedule cannot be used: it is skipped, the rest of the schedule read.
private struct FrabEventDamage: Error {
    var reason: String
}

/// What makes two events of a frab schedule one written twice: identifier (guid, else id), times
/// and title. 36C3 lists some workshops twice under one guid at other times: both are kept.
private struct FrabEventKey: Hashable {
    var id: String
    var start: Instant
    var end: Instant
    var title: String
}

/// Names in first-seen order, each once.
private struct OrderedNames {
    private(set) var names: [String] = []
    private var seen = Set<String>()
    /// The name inserted last: events come in runs of one room and often of one track, and a
    /// name equal to it is known without hashing it.
    private var last: String?

    mutating func insert(_ name: String) {
        guard name != last else { return }
        last = name
        if seen.insert(name).inserted { names.append(name) }
    }
}
