public import ConbookCore
public import Foundation

/// Decodes Sessionize's "All" view JSON (`/api/v2/{id}/view/All`: `sessions`, `speakers`,
/// `rooms`, `categories`, `questions`) into a full-snapshot `SyncResponse`, with the rules of
/// `FlatScheduleAssembler` and these:
///
/// - **Time**: `startsAt`/`endsAt` are the convention's wall-clock times and Sessionize names
///   **no zone anywhere** in the file, so they are floating local times, read in the fallback
///   zone (`--time-zone Europe/Vienna`). Without one the whole schedule is **refused** with a
///   message asking for it; it is never guessed, nor read in UTC or the machine's zone. (A time
///   with an offset would be exact.) Sessions without `startsAt` are left out.
/// - **Convention**: the file names no conference: the identifier is `schedule`, the title
///   `Schedule`, the zone the fallback zone.
/// - **Events**: identity the session's `id`; room `roomId` joined with `rooms[]` (listed in
///   their `sort` order); hosts `speakers` ids joined with `speakers[].fullName`; the
///   `description` as written (plain text or Markdown); the `categoryItems` joined with
///   `categories[]`: an item of a category titled like `Language` is the language, of one
///   titled like `Track` the track, else the first item is the track; the other items are
///   tags. Links: `liveUrl` (`Live stream`), `recordingUrl` (`Recording`), and answers to
///   custom questions that are web addresses, titled with the question (`YouTube Video`).
/// - **Service sessions** (`isServiceSession`: breaks, lunch, registration) are kept, because
///   they are on the programme people follow, and tagged `break`; plenum sessions are tagged
///   `plenum`; a `status` saying cancelled tags the event `cancelled`.
/// - Ids that join with nothing (a removed speaker, an unknown room or category) are left out
///   rather than refusing the schedule; the session then has no room (`Unknown room`).
/// - **People**: one per entry of `speakers[]` with an `id` and a name: identity the `id`; name
///   the `fullName`, else `firstName lastName` (the name the sessions give their hosts);
///   tag line `tagLine`; biography `bio` as written; picture `profilePicture`; links `links[]`
///   (`url`, titled with `title`, else `linkType`). Entries that are not objects are skipped,
///   fields of the wrong type read as empty; of two entries with one `id` the first counts.
///
/// Errors: `.tooLarge` over the size limit; `.malformed` naming the JSON path, e.g.
/// `Sessionize JSON, sessions[3].startsAt: “2024-13-45T09:00:00” is not a date and time`, or
/// the line and column where the JSON breaks; the missing zone; `.truncated` for JSON that
/// ends early.
public struct SessionizeDecoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder that reads with these settings.
    /// - Parameter reading: The response's time, the fallback zone (needed: the file names
    ///   none) and the size limit.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole export.
    /// - Parameter data: The document's bytes.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        guard let root = try ScheduleJSON.parse(data, as: .sessionize) as? [String: Any] else {
            throw ScheduleJSON.problem(.sessionize, at: "the document", "is not a JSON object")
        }
        guard let sessions = root["sessions"] as? [Any] else {
            throw ScheduleJSON.problem(.sessionize, at: "sessions", root["sessions"] == nil ? "is missing" : "is not a list")
        }
        let lookups = try SessionizeLookups(root)
        let reader = SessionizeSessionReader(lookups: lookups)
        var schedule = FlatSchedule(kind: .sessionize)
        schedule.roomOrder = lookups.roomOrder
        schedule.people = lookups.people
        schedule.items.reserveCapacity(sessions.count)
        for (index, value) in sessions.enumerated() {
            guard let session = value as? [String: Any] else {
                throw ScheduleJSON.problem(.sessionize, at: "sessions[\(index)]", "is not an object")
            }
            schedule.items.append(try reader.item(session, at: "sessions[\(index)]"))
        }
        return try FlatScheduleAssembler(reading: reading).assemble(schedule)
    }
}
