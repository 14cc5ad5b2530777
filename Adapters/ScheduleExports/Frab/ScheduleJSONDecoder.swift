public import ConbookCore
public import Foundation

/// Decodes a frab / c3voc / pretalx `schedule.json` (`{"schedule": {"conference": {"days": […]}}}`)
/// into a full-snapshot `SyncResponse`, with the same rules as `ScheduleXMLDecoder` (see
/// `ScheduleExportDecoder`).
///
/// A day's `rooms` is a JSON object, whose key order JSON does not keep: rooms are read in
/// alphabetical order, so the order of the rooms, tracks and events in the response may differ
/// from the XML export of the same schedule (their content does not). Persons may be objects
/// (`public_name`, else `name`) or strings; links objects (`url`, `title`) or strings; ids numbers
/// or strings. Errors name the day, room and position of the event.
///
/// People: persons that carry a `biography` (pretalx's export writes one for each, 36C3's merged
/// export for those of its pretalx sources) give one person each, the first of an identity
/// counting: identity the `code`, else the `guid`, else the `id`; name `public_name`, else
/// `name`, as the event names its hosts; biography as written (Markdown or HTML); picture
/// `avatar`. An export whose persons carry no biography (frab's) gives no people; fields of the
/// wrong type read as empty.
public struct ScheduleJSONDecoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder; see `ScheduleReading` for the parameters.
    public init(
        now: Instant, fallbackTimeZoneIdentifier: String? = nil,
        maximumDocumentBytes: Int = ScheduleReading.defaultMaximumDocumentBytes
    ) {
        self.init(
            ScheduleReading(
                now: now, fallbackTimeZoneIdentifier: fallbackTimeZoneIdentifier, maximumDocumentBytes: maximumDocumentBytes))
    }

    /// Creates a decoder that reads with these settings.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole `schedule.json`.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformed("not valid JSON (\(error.localizedDescription))")
        }
        guard let schedule = (root as? [String: Any])?["schedule"] as? [String: Any],
            let conference = schedule["conference"] as? [String: Any]
        else { throw .malformed("no “schedule” object with a “conference”") }
        let document = try Self.document(conference, version: Self.text(schedule["version"]))
        return try ScheduleAssembler(reading: reading)
            .assemble(consume document)
    }

    private static func document(_ conference: [String: Any], version: String) throws(ConventionAPIError) -> ScheduleDocument {
        var document = ScheduleDocument()
        document.version = version
        document.acronym = text(conference["acronym"])
        document.title = text(conference["title"])
        document.timeZoneName = text(conference["time_zone_name"])
        document.dayChange = text(conference["day_change"])
        guard let days = conference["days"] as? [Any] else { throw .malformed("the conference has no “days” list") }
        for (dayOffset, value) in days.enumerated() {
            guard let day = value as? [String: Any] else { throw .malformed("day \(dayOffset + 1) is not an object") }
            var draft = DayDraft()
            draft.index = text(day["index"])
            draft.date = text(day["date"])
            draft.start = text(day["day_start"] ?? day["start"])
            draft.location = .text("day \(dayOffset + 1)")
            document.days.append(draft)
            let rooms = day["rooms"] as? [String: Any] ?? [:]
            for roomName in rooms.keys.sorted() {
                for (position, entry) in (rooms[roomName] as? [Any] ?? []).enumerated() {
                    guard let event = entry as? [String: Any] else {
                        document.skipped.append(
                            SkippedEntity(
                                Event.self, place: "day \(dayOffset + 1), room “\(roomName)”, position \(position + 1)",
                                reason: .unreadable("it is not an object")))
                        continue
                    }
                    var eventDraft = Self.event(event)
                    for person in Self.describedPeople(event["persons"]) { document.people.add(person) }
                    eventDraft.enclosingRoom = roomName.trimmedForSchedule
                    eventDraft.dayIndex = dayOffset
                    eventDraft.location = .text("day \(dayOffset + 1), room “\(roomName)”, position \(position + 1)")
                    document.events.append(eventDraft)
                }
            }
        }
        return document
    }

    private static func event(_ object: [String: Any]) -> EventDraft {
        var draft = EventDraft()
        draft.sourceID = text(object["id"])
        draft.guid = text(object["guid"])
        draft.title = text(object["title"])
        draft.subtitle = text(object["subtitle"])
        draft.abstract = text(object["abstract"])
        draft.description = text(object["description"])
        draft.slug = text(object["slug"])
        draft.language = text(object["language"])
        draft.room = text(object["room"])
        draft.track = text(object["track"])
        draft.date = text(object["date"])
        draft.start = text(object["start"])
        draft.duration = text(object["duration"])
        let recording = object["recording"] as? [String: Any]
        draft.isRecordingOptOut = isTrue(object["do_not_record"]) || isTrue(recording?["optout"])
        for person in object["persons"] as? [Any] ?? [] {
            let name: String
            if let person = person as? [String: Any] {
                let publicName = text(person["public_name"])
                name = publicName.isEmpty ? text(person["name"]) : publicName
            } else {
                name = text(person)
            }
            if !name.isEmpty { draft.persons.append(name) }
        }
        for link in object["links"] as? [Any] ?? [] {
            if let link = link as? [String: Any] {
                let url = text(link["url"] ?? link["href"])
                if !url.isEmpty { draft.links.append(EventLink(title: text(link["title"]), url: url)) }
            } else {
                let url = text(link)
                if !url.isEmpty { draft.links.append(EventLink(title: "", url: url)) }
            }
        }
        return draft
    }

    /// The persons of an event that carry a `biography` (pretalx's export, even when it is null):
    /// identity the `code`, else the `guid`, else the `id` (36C3's merged export reuses numeric
    /// ids across its sources; codes are unique); name `public_name`, else `name` (as the event
    /// names its hosts); biography as written; picture `avatar`. Persons without the field (frab's
    /// `{id, public_name, url}`, or names only) describe nobody and give none.
    private static func describedPeople(_ value: Any?) -> [Person] {
        (value as? [Any] ?? []).compactMap { entry in
            guard let person = entry as? [String: Any], person.keys.contains("biography") else { return nil }
            let code = text(person["code"])
            let guid = text(person["guid"])
            let publicName = text(person["public_name"])
            return Person(
                id: Person.ID(!code.isEmpty ? code : !guid.isEmpty ? guid : text(person["id"])),
                name: publicName.isEmpty ? text(person["name"]) : publicName, biography: text(person["biography"]),
                pictureAddress: text(person["avatar"]))
        }
    }

    /// A string or number as trimmed text (the schedule readers' shared rule).
    private static func text(_ value: Any?) -> String {
        ScheduleJSON.text(value)
    }

    /// Whether a value is JSON `true` (or the text `true`).
    private static func isTrue(_ value: Any?) -> Bool {
        switch value {
        case let number as NSNumber: number.boolValue
        case let string as String: string.trimmedForSchedule.lowercased() == "true"
        default: false
        }
    }
}
