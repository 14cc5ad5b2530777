public import ConbookCore
public import Foundation

/// Decodes a conference schedule export of any format Conbook reads (`ScheduleSourceKind`),
/// telling them apart by content, into a full snapshot: every node of the `SyncResponse` says
/// `replacingAll(with:)`. The formats listed as a flat list of timed items follow the rules of
/// `FlatScheduleAssembler` and their own decoder's documentation; the frab formats these:
///
/// The mapping (`schedule.xml` and `schedule.json`):
/// - **convention**: the identifier is the conference `acronym`, else a slug of its `title`
///   (`DebConf 23` → `debconf-23`), else `schedule`; `details` carries the title and the time
///   zone (`time_zone_name`, else the fallback zone given here, else nil); `serverTime` is the
///   `now` given here (an export has no reliable clock of its own).
/// - **days**: one per `<day>`, named `Day N` (`N` from its `index`, else its position), dated
///   from its `date` attribute, except that when the day's `start` is a timestamp and a zone is
///   known, the date is the local date of that start in the zone (wafer writes UTC dates: its
///   first DebConf 23 day says `2023-09-09` but starts at 03:00 on 10 September in Kolkata).
///   The id is that date (`2023-09-10`), with `-N` appended should two days share one.
/// - **rooms** and **tracks**: one per distinct name used by an event, in order of first use;
///   the id is the name. An event without `<room>` gets the `<room name>` it is listed under;
///   an empty track becomes the track `Other`.
/// - **events**: every `<event>` inside a `<day>` (under a room or directly), in document order;
///   `persons` become hosts, `<link href>`s links, `<recording><optout>true` (JSON
///   `do_not_record: true`) the tag `not-recorded`; abstracts and descriptions are kept as written
///   (HTML or Markdown), entity references decoded, surrounding white space trimmed. The
///   `dayID` is the day the event is listed under, so an event after midnight stays on its day.
/// - **people**: one per `<person id>` of a top-level `<persons>` list (FOSDEM's exporter on
///   pretalx; files that name people only inside their events, as frab's and stock pretalx's
///   do, give none):
///   identity the `id` attribute; name `<name>`, as the events' `<person>` elements name their
///   hosts; biography `<biography>` followed, after a blank line, by `<extended_biography>` when
///   both are written (kept as written, HTML or Markdown). In `schedule.json`, the events' persons
///   that carry a `biography` (see `ScheduleJSONDecoder`). A person without an id or a name is
///   skipped, of two with one id the first counts; the people replace all stored ones.
/// - **identity**: the `guid` when present and unique in the document; otherwise
///   `{convention}-{id}-{start in UTC}` (e.g. `36c3-367-2019-12-27T15:10:00.000Z`), which is
///   stable across downloads. Every event is kept, repeats included (36C3 lists some workshops
///   twice under one guid, at different times); should two still collide, `-2`, `-3`… is
///   appended in document order.
/// - **time**: `<date>` with its offset is trusted when present (also wafer's UTC `<date>` next
///   to a local `<start>`); a `<date>` without an offset is local time. Otherwise the day's
///   `date` plus the local `<start>` (`H:MM`, `HH:MM`, `HH:MM:SS`), where a start before
///   `<day_change>` falls on the next calendar date. Local times are read in the document's
///   `<time_zone_name>`, else the fallback zone, else **UTC**, with Foundation's time zone
///   database; the machine's own zone is never used. The end is the start plus `<duration>`
///   (`H:MM`, `HH:MM`, `HH:MM:SS`, or `D:HH:MM` when the first field has one digit).
///
/// Errors: `.tooLarge` over the size limit; `.malformed` for content that is neither format,
/// unreadable XML or JSON, an event without a readable start, date or duration, or a day without
/// a date (messages name the event and where it is); `.truncated` for XML that ends early.
public struct ScheduleExportDecoder: Sendable {
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

    /// Detects the format and decodes. A Eurofurence sync document is refused with `.malformed`
    /// (it is read by `EurofurenceSyncDecoder`).
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        try decode(data, as: nil)
    }

    /// Decodes as a forced kind whatever the content looks like, or, for nil (or
    /// `.eurofurenceAPI`, which is not an export), as the content says.
    public func decode(_ data: Data, as kind: ScheduleSourceKind?) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        switch kind ?? ScheduleSourceKind.detect(data) {
        case .scheduleXML?: return try xmlDecoder.decode(data)
        case .scheduleJSON?: return try jsonDecoder.decode(data)
        case .xCal?: return try XCalDecoder(reading).decode(data)
        case .iCalendar?: return try ICalendarScheduleDecoder(reading).decode(data)
        case .pretalxWidget?: return try PretalxWidgetDecoder(reading).decode(data)
        case .schedule2?: return try Schedule2Decoder(reading).decode(data)
        case .indico?: return try IndicoDecoder(reading).decode(data)
        case .sessionize?: return try SessionizeDecoder(reading).decode(data)
        case .conclar?, .konopas?: return try ConClarDecoder(reading).decode(data)
        case .eurofurenceAPI? where kind == nil:
            throw .malformed("this is a Eurofurence API sync document, not a schedule export")
        case .eurofurenceAPI?:
            return try decode(data, as: nil)
        case nil:
            if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "<") {
                // Let libxml2 say what is wrong (or which root element it found).
                return try xmlDecoder.decode(data)
            }
            throw .malformed(Self.describeUnknown(data))
        }
    }

    /// Why a document of no known format is refused: what it is when it is a file published
    /// beside a schedule (ConClár's people list, a JSON Schema), else the formats read.
    private static func describeUnknown(_ data: Data) -> String {
        let keys = JSONKeyScan.keys(of: data, at: [])
        let first = JSONKeyScan.keys(of: data, at: [0])
        if first["fullName"] != nil, first["sessions"] != nil {
            return
                "this is Sessionize's list of speakers (view/Speakers), not its sessions: give view/All, view/Sessions or view/GridSmart instead"
        }
        if keys["people"] == UInt8(ascii: "["), keys["schedule"] == nil {
            return "this is ConClár's list of people, not its schedule: give the schedule file (schedule.json) instead"
        }
        if keys["$schema"] != nil, keys["definitions"] != nil || keys["properties"] != nil || keys["$defs"] != nil {
            return "this is a JSON Schema, which describes a format, not a schedule: give a schedule in that format instead"
        }
        return "not a schedule this version reads (schedule.xml, schedule.json, xCal, iCalendar, pretalx widget,"
            + " schedule2, Indico, Sessionize, ConClár or KonOpas)"
    }

    private var xmlDecoder: ScheduleXMLDecoder { ScheduleXMLDecoder(reading) }

    private var jsonDecoder: ScheduleJSONDecoder { ScheduleJSONDecoder(reading) }
}
