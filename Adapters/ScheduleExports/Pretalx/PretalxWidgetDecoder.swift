public import ConbookCore
public import Foundation

/// Decodes pretalx's schedule widget JSON (`/{event}/widgets/schedule.json`, version 2) into a
/// full-snapshot `SyncResponse`, with the rules of `FlatScheduleAssembler` for days, rooms,
/// tracks and identity.
///
/// The mapping:
/// - **talks**: every entry of `talks`, in order: `title`, `abstract` and `description` (kept as
///   written, Markdown or HTML), `start` and `end`, `room` and `track` ids looked up in `rooms`
///   and `tracks`, `speakers` codes looked up in `speakers` (their names become the hosts, in the
///   talk's order), `language` when present; `featured: true` adds the tag `featured`.
/// - **breaks**: entries without a `code` (pretalx's breaks, with translation-map titles such as
///   `{"en": "Lunch"}`) are kept as events tagged `break`, so that a reader of the talks alone can
///   leave them out: the widget's talks are then exactly the talks of the same event's xCal and
///   iCalendar exports.
/// - **names**: a translation map gives its `en` text, else the first non-empty text in the order
///   of the language codes.
/// - **identity**: the talk's `code` (`RXCFVB`); breaks have none and get the assembler's
///   `{convention}-{start}-{title}`.
/// - **convention**: the widget names no conference: the identifier is `schedule` and the title
///   `Schedule` (stable across refreshes of the same widget); `version` becomes the schedule's
///   version (`0.33`).
/// - **people**: one per entry of `speakers`: identity the `code`; name the `name` (as the talks'
///   hosts are named); picture the `avatar`; biography the `biography` when the widget has one
///   (kept as written, Markdown). A speaker without a name is left out; of two with one code the
///   first counts.
/// - **time**: `start` and `end` are read with their offsets (`Z` or `-04:00`) as exact instants;
///   a time without an offset is local to the widget's `timezone` (`US/Eastern`), else to the
///   fallback zone, and refused when neither is known. The days are local dates in `timezone`
///   with the assembler's night rule.
///
/// Errors: `.tooLarge` over the size limit; `.malformed` naming the format and the JSON path for
/// a value of the wrong kind (`talks[3].start: is a number, not text`, `speakers[2].avatar: is a
/// list, not text`), a missing title, start or end, a speaker without a `code`, an unreadable
/// time, or a room, track or speaker id that its list does not have;
/// `.truncated` for a document that ends early.
public struct PretalxWidgetDecoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder that reads with these settings.
    /// - Parameter reading: the response's time, the zone for times without an offset when the
    ///   widget names none, and the size limit.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole widget document.
    /// - Parameter data: the document's bytes (UTF-8 JSON).
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        let kind = ScheduleSourceKind.pretalxWidget
        let root = try PathedJSONObject(ScheduleJSON.parse(data, as: kind), kind: kind, path: "")
        guard root.values["talks"] != nil else { throw root.problem("talks", "is missing") }
        let directory = try PretalxWidgetDirectory(root)
        var schedule = FlatSchedule(kind: kind)
        schedule.timeZoneName = try root.text("timezone")
        schedule.version = try root.text("version")
        schedule.roomOrder = directory.roomOrder
        schedule.people = directory.people
        schedule.skipped = directory.skipped
        for (path, entry) in try root.entries("talks") {
            let talk = try? entry.get()
            try schedule.add(
                at: path, identifier: (try? talk?.text("code")) ?? "",
                title: HTMLEntityText.decoded((try? talk?.localizedText("title")) ?? "")
            ) { () throws(ConventionAPIError) in try item(try entry.get(), directory: directory) }
        }
        return try FlatScheduleAssembler(reading: reading).assemble(schedule)
    }

    private func item(_ talk: PathedJSONObject, directory: PretalxWidgetDirectory) throws(ConventionAPIError) -> FlatScheduleItem
    {
        var item = FlatScheduleItem()
        item.location = .text(talk.path)
        item.sourceID = try talk.text("code")
        item.title = HTMLEntityText.decoded(try talk.localizedText("title"))
        guard !item.title.isEmpty else { throw talk.problem("title", "is missing") }
        item.abstract = try talk.localizedText("abstract")
        item.description = try talk.localizedText("description")
        item.language = try talk.text("language")
        item.room = item.optional("room", else: "") { () throws(ConventionAPIError) in try directory.room(of: talk) }
        item.track = item.optional("track", else: "") { () throws(ConventionAPIError) in try directory.track(of: talk) }
        item.persons = try directory.speakers(of: talk, item: &item)
        guard let start = try talk.time("start") else { throw talk.problem("start", "is missing") }
        guard let end = try talk.time("end") else { throw talk.problem("end", "is missing") }
        item.start = start
        item.end = end
        if item.sourceID.isEmpty { item.tags.append("break") }
        if let featured = talk.values["featured"] as? NSNumber, PathedJSONObject.isBoolean(featured), featured.boolValue {
            item.tags.append("featured")
        }
        return item
    }
}
