public import ConbookCore
public import Foundation

/// Decodes Indico's HTTP export JSON (`_type: HTTPAPIResult`) into a full-snapshot
/// `SyncResponse`, with the rules of `FlatScheduleAssembler` and these:
///
/// - **Shapes**: the event export with contributions (`/export/event/{id}.json?detail=contributions`,
///   `results` a list: the first event is read) and the timetable export
///   (`/export/timetable/{id}.json`, `results` an object keyed by event id, then day, then entry;
///   see `IndicoTimetableReader`).
/// - **Time**: every `startDate`/`endDate` is `{date, time, tz}`, a wall-clock time tagged with
///   the zone it is written in, which is the server's default zone (CERN writes `Europe/Zurich`
///   for an event in New York) and not necessarily the event's: the instant comes from the tag
///   (09:00 `Europe/Zurich` on 15 January 2024 is 08:00 UTC, 03:00 in New York). The
///   convention's zone is the event's `timezone` (`US/Eastern`), by which the days are formed;
///   the timetable export names none, so there the fallback zone (`--time-zone`) is used, else
///   the days are UTC dates. A contribution without `endDate` lasts its `duration` (minutes).
/// - **Unscheduled** contributions (no `startDate`) are left out.
/// - **People** (event export only): one per `person_id` among the `speakers` of the scheduled
///   contributions (Indico's record of the person in the event, the same at each of their
///   contributions): name `First Last` (as their contributions name their hosts), tag line the
///   `affiliation`. Indico gives no biography, picture or links; speakers without a `person_id`
///   are left out, of two with one `person_id` the first counts. The timetable export's
///   presenters give no people.
/// - **Convention**: the title is the event's `title` (`ACAT 2024`), the identifier a slug of it
///   (`acat-2024`); the timetable export has no title: `Indico event {id}`.
/// - **Events**: identity the contribution's `db_id` (unique on the server), else its `id`
///   (timetable: `uniqueId`, else `id`); room `room`, else `roomFullname`; track the `track`,
///   else the `session`'s title (timetable: the enclosing session block's); hosts the
///   `speakers` (`First Last`, else `fullName`); the `description` kept as written (HTML); links
///   the contribution's page (`url`, titled `Indico`), then its attachments; tags its `type`
///   (`Oral`, `Poster`) and `keywords`. Indico gives no language per contribution.
///
/// Errors: `.tooLarge` over the size limit; `.malformed` naming the JSON path, e.g.
/// `Indico JSON, results[0].contributions[12].startDate.time: “25:00:00” is not a time of day`
/// (wrong types, missing or unreadable dates, unknown zone names, durations over 31 days), or
/// the line and column where the JSON breaks; `.truncated` for JSON that ends early.
public struct IndicoDecoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder that reads with these settings.
    /// - Parameter reading: The response's time, the fallback zone and the size limit.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole export.
    /// - Parameter data: The document's bytes.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        guard let root = try ScheduleJSON.parse(data, as: .indico) as? [String: Any] else {
            throw ScheduleJSON.problem(.indico, at: "the document", "is not a JSON object")
        }
        let schedule: FlatSchedule
        switch root["results"] {
        case let events as [Any]:
            guard let first = events.first else { throw ScheduleJSON.problem(.indico, at: "results", "holds no event") }
            guard let event = first as? [String: Any] else {
                throw ScheduleJSON.problem(.indico, at: "results[0]", "is not an object")
            }
            schedule = try IndicoContributionReader.schedule(of: event, at: "results[0]")
        case let timetable as [String: Any]:
            schedule = try IndicoTimetableReader.schedule(of: timetable)
        case nil:
            throw ScheduleJSON.problem(.indico, at: "the document", "has no “results”")
        default:
            throw ScheduleJSON.problem(.indico, at: "results", "is neither a list of events nor a timetable object")
        }
        return try FlatScheduleAssembler(reading: reading).assemble(schedule)
    }
}
