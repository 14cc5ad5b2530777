public import ConbookCore
public import Foundation

/// Decodes c3voc's "schedule2" JSON (`{"schedule": {"version", "conference", "events", "persons"}}`,
/// schema alpha-3) into a full-snapshot `SyncResponse`, with the rules of `FlatScheduleAssembler`
/// for rooms, tracks and identity.
///
/// The mapping:
/// - **convention**: `conference.acronym` is the identifier (`38c3`), else a slug of
///   `conference.title`; `details` carries the title and `time_zone_name`; `schedule.version`
///   becomes the schedule's version (`2024-12-26 20:23`).
/// - **days**: one per `conference.days` entry (`date`, `start`, `end` with offsets): an event
///   belongs to the day whose bounds hold its start, so a talk at 00:15 stays on the evening's
///   day. Without a `days` list, the local dates with the assembler's night rule.
/// - **rooms** in `conference.rooms` order; an event's `room` is a reference (`name`, else the
///   conference room with its `guid` or `slug`) or a name. **Tracks**: the `track` reference's
///   `slug` looked up in `conference.tracks`, else its `name`, else the slug.
/// - **events**: every entry of `schedule.events` in order: `title`, `subtitle`, `abstract` and
///   `description` (kept as written; a translation map gives the conference's `defaults.language`,
///   else `en`, else the first text by language code), `slug`, `language`; `participants` (any role) become the hosts, by `name`
///   or through `schedule.persons` by `guid`; the event's `url` (titled `Event page`), then its
///   `links` and `attachments` (titled by `title`, else by `type`, e.g. `Slides`) become links.
///   `type: BREAK` adds the tag `break`; `do_not_record: true`, or without it a room whose
///   `features.recording` is `RECORDING_FORBIDDEN`, `RECORDING_NOT_POSSIBLE` or
///   `NOT_RECORDED_BY_DEFAULT`, adds `not-recorded`.
/// - **state**: `CANCELED`, `WITHDRAWN` and `DELETED` events are kept and tagged `cancelled`;
///   `DRAFT`, `SUBMITTED` and `REJECTED` ones are left out (submissions, never on the programme);
///   `CONFIRMED` (the default), `ACCEPTED`, `DELAYED` and unknown states are shown as they are.
/// - **identity**: the event's `guid`, else its `code`, else the assembler's `{convention}-{start}-{title}`.
/// - **time**: `start` (else the older `date`) with its offset is an exact instant; the end is
///   `end`, else `start` plus `duration` (ISO 8601 `PT1H30M`, or `HH:MM`). A time without an
///   offset is local to `time_zone_name`, else the fallback zone, and refused when neither is known.
///
/// Errors: `.tooLarge` over the size limit; `.malformed` naming the format and the JSON path
/// (`schedule.events[1].start: …`) for a value of the wrong kind, a missing `conference`, title,
/// start or end, an unreadable time or duration, a day without its bounds, a room reference to no
/// room, or a participant without a name; `.truncated` for a document that ends early.
public struct Schedule2Decoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder that reads with these settings.
    /// - Parameter reading: the response's time, the zone for times without an offset when the
    ///   document names none, and the size limit.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole schedule2 document.
    /// - Parameter data: the document's bytes (UTF-8 JSON).
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        let kind = ScheduleSourceKind.schedule2
        let root = try PathedJSONObject(ScheduleJSON.parse(data, as: kind), kind: kind, path: "")
        guard let schedule = try root.object("schedule") else { throw root.problem("schedule", "is missing") }
        guard let conference = try schedule.object("conference") else { throw schedule.problem("conference", "is missing") }
        let directory = try Schedule2Directory(conference: conference, schedule: schedule)
        var flat = FlatSchedule(kind: kind)
        flat.acronym = try conference.text("acronym")
        flat.title = try conference.text("title")
        flat.timeZoneName = try conference.text("time_zone_name")
        flat.version = try schedule.text("version")
        flat.roomOrder = directory.roomOrder
        flat.dayWindows = try dayWindows(conference)
        let language = try conference.object("defaults")?.text("language") ?? ""
        flat.skipped = directory.skipped
        for (path, entry) in try schedule.entries("events") {
            let event = try? entry.get()
            guard Schedule2State((try? event?.text("state")) ?? "") != .notAccepted else { continue }
            try flat.add(
                at: path, identifier: (try? event?.text("guid")) ?? "",
                title: HTMLEntityText.decoded((try? event?.localizedText("title")) ?? "")
            ) { () throws(ConventionAPIError) in
                let event = try entry.get()
                let state = Schedule2State(try event.text("state"))
                var item = try item(event, directory: directory, language: language.isEmpty ? "en" : language)
                item.isCancelled = state == .cancelled
                return item
            }
        }
        return try FlatScheduleAssembler(reading: reading).assemble(flat)
    }

    /// The conference's days with their exact bounds.
    private func dayWindows(_ conference: PathedJSONObject) throws(ConventionAPIError) -> [FlatSchedule.DayWindow] {
        var windows: [FlatSchedule.DayWindow] = []
        for day in try conference.objects("days") {
            let written = try day.requiredText("date")
            guard let date = ScheduleTimeText.date(written) else { throw day.problem("date", "“\(written)” is not a date") }
            windows.append(FlatSchedule.DayWindow(date: date, start: try bound("start", of: day), end: try bound("end", of: day)))
        }
        return windows
    }

    /// A day's bound: a timestamp with its offset (the schema's RFC 3339 `date-time`).
    private func bound(_ key: String, of day: PathedJSONObject) throws(ConventionAPIError) -> Instant {
        switch try day.time(key) {
        case .instant(let instant)?: return instant
        case nil: throw day.problem(key, "is missing")
        default: throw day.problem(key, "“\(try day.text(key))” has no offset from UTC")
        }
    }

    private func item(
        _ event: PathedJSONObject, directory: Schedule2Directory, language: String
    ) throws(ConventionAPIError) -> FlatScheduleItem {
        var item = FlatScheduleItem()
        item.location = .text(event.path)
        item.sourceID = try event.text("guid")
        if item.sourceID.isEmpty { item.sourceID = try event.text("code") }
        item.title = HTMLEntityText.decoded(try event.localizedText("title", preferring: language))
        guard !item.title.isEmpty else { throw event.problem("title", "is missing") }
        item.subtitle = try event.localizedText("subtitle", preferring: language)
        item.abstract = try event.localizedText("abstract", preferring: language)
        item.description = try event.localizedText("description", preferring: language)
        item.slug = try event.text("slug")
        item.language = try event.text("language")
        item.room = item.optional("room", else: "") { () throws(ConventionAPIError) in try directory.room(of: event) }
        item.track = try directory.track(of: event)
        var leftOut = item.leftOut
        do throws(ConventionAPIError) {
            item.persons = try directory.participants(of: event, leftOut: &leftOut)
        } catch {
            leftOut.append(("participants", error))
        }
        item.links = try links(of: event, leftOut: &leftOut)
        item.leftOut = leftOut
        if try event.text("type").uppercased() == "BREAK" { item.tags.append("break") }
        // The event's own `do_not_record` decides; without one, its room's recording feature.
        if try event.flag("do_not_record") ?? directory.unrecordedRooms.contains(item.room) {
            item.tags.append(Event.notRecordedTag)
        }

        let startKey = event.values["start"] == nil ? "date" : "start"
        guard let start = try event.time(startKey) else { throw event.problem("start", "is missing") }
        item.start = start
        if let end = try event.time("end") {
            item.end = end
        } else {
            let written = try event.text("duration")
            guard !written.isEmpty else { throw event.problem("end", "is missing, and there is no “duration”") }
            guard let seconds = ScheduleISODuration.seconds(written) ?? ScheduleTimeText.duration(written) else {
                throw event.problem("duration", "“\(written)” is not a duration (PT1H30M or HH:MM)")
            }
            item.durationSeconds = seconds
        }
        return item
    }

    /// The event's page (`url`), then its `links` and `attachments`; one that cannot be read is
    /// left out (recorded in `leftOut`).
    private func links(
        of event: PathedJSONObject, leftOut: inout [(property: String, problem: ConventionAPIError)]
    ) throws(ConventionAPIError) -> [EventLink] {
        var links: [EventLink] = []
        let page = try event.text("url")
        if !page.isEmpty { links.append(EventLink(title: "Event page", url: page)) }
        for key in ["links", "attachments"] {
            for (index, value) in try event.list(key).enumerated() {
                if value is String {
                    let url = ScheduleJSON.text(value)
                    if !url.isEmpty { links.append(EventLink(title: "", url: url)) }
                    continue
                }
                do throws(ConventionAPIError) {
                    let reference = try PathedJSONObject(value, kind: event.kind, path: "\(event.path(of: key))[\(index)]")
                    let url = try reference.requiredText("url")
                    var title = try reference.localizedText("title")
                    if title.isEmpty { title = Self.title(ofType: try reference.text("type")) }
                    links.append(EventLink(title: title, url: url))
                } catch {
                    leftOut.append(("link", error))
                }
            }
        }
        return links
    }

    /// A reference's `type` as a title: `SLIDES` → `Slides`, `ACTIVITYPUB` → `Activitypub`.
    private static func title(ofType type: String) -> String {
        type.isEmpty ? "" : type.prefix(1).uppercased() + type.dropFirst().lowercased().replacingOccurrences(of: "_", with: " ")
    }
}
