public import ConbookCore
public import Foundation

/// Decodes Sessionize's JSON into a full-snapshot `SyncResponse`, with the rules of
/// `FlatScheduleAssembler` and these. Its views, told apart by their shape:
/// - **All** (`/api/v2/{id}/view/All`): an object of `sessions`, `speakers`, `rooms`,
///   `categories` and `questions`, the sessions naming the others by id;
/// - **Sessions** (`/view/Sessions`): a list of groups, each `{groupId, groupName, sessions}`, the
///   sessions naming their speakers, room and categories inline (`{id, name}`);
/// - **GridSmart** (`/view/GridSmart`): a list of days, each `{date, rooms: [{id, name,
///   sessions}], timeSlots}`, the sessions as in Sessions (`timeSlots` repeat them, unread).
///
/// - **Time**: `startsAt`/`endsAt` are the convention's wall-clock times and Sessionize names
///   **no zone anywhere** in the file, so they are floating local times, read in the fallback
///   zone (`--time-zone Europe/Vienna`). Without one the whole schedule is **refused** with a
///   message asking for it; it is never guessed, nor read in UTC or the machine's zone. Older
///   output wrote the same wall-clock times with a `Z` (the 2017 demo event's `09:00:00Z` is
///   9 o'clock where it is held): the `Z` is not read. Sessions without `startsAt` are left out.
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
///   rather than refusing the schedule; the session then has no room (`Unknown room`). A session
///   that cannot be read (a start that is no date) is skipped and reported, the rest read.
/// - **People**: one per entry of `speakers[]` (for a grouped view, of the people file published
///   beside it, `ScheduleReading.peopleDocument`: the Speakers view) with an `id` and a name: identity the `id`; name
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
        let parsed = try ScheduleJSON.parse(data, as: .sessionize)
        var root: [String: Any]
        let sessions: [(path: String, value: Any)]
        switch parsed {
        case let object as [String: Any]:
            guard let list = object["sessions"] as? [Any] else {
                throw ScheduleJSON.problem(
                    .sessionize, at: "sessions", object["sessions"] == nil ? "is missing" : "is not a list")
            }
            root = object
            sessions = list.enumerated().map { ("sessions[\($0.offset)]", $0.element) }
        case let list as [Any]:
            root = [:]
            sessions = try Self.groupedSessions(list)
        default:
            throw ScheduleJSON.problem(.sessionize, at: "the document", "is not a JSON object")
        }
        if root["speakers"] == nil, let peopleDocument = reading.peopleDocument {
            root["speakers"] = try speakers(in: peopleDocument)
        }
        let lookups = try SessionizeLookups(root)
        let reader = SessionizeSessionReader(lookups: lookups)
        var schedule = FlatSchedule(kind: .sessionize)
        schedule.roomOrder = lookups.roomOrder
        schedule.people = lookups.people
        schedule.items.reserveCapacity(sessions.count)
        for (path, value) in sessions {
            let session = value as? [String: Any]
            try schedule.add(
                at: path, identifier: ScheduleJSON.text(session?["id"]), title: ScheduleJSON.plainText(session?["title"])
            ) { () throws(ConventionAPIError) in
                guard let session else { throw ScheduleJSON.problem(.sessionize, at: path, "is not an object") }
                return try reader.item(session, at: path)
            }
        }
        return try FlatScheduleAssembler(reading: reading).assemble(schedule)
    }

    /// The speakers of a people file beside a grouped view: the Speakers view (a list), or the
    /// All view's `speakers`.
    private func speakers(in document: Data) throws(ConventionAPIError) -> [Any] {
        guard document.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        do throws(ConventionAPIError) {
            switch try ScheduleJSON.parse(document, as: .sessionize) {
            case let list as [Any]: return list
            case let object as [String: Any]:
                guard let list = object["speakers"] as? [Any] else {
                    throw ScheduleJSON.problem(.sessionize, at: "speakers", "is missing")
                }
                return list
            default: throw ScheduleJSON.problem(.sessionize, at: "the document", "is not a list of speakers")
            }
        } catch {
            throw error.inPeopleFile
        }
    }

    /// The sessions of a grouped view, each with its path: a Sessions view's groups
    /// (`[0].sessions[3]`) or a GridSmart view's days by room (`[0].rooms[1].sessions[3]`).
    private static func groupedSessions(_ list: [Any]) throws(ConventionAPIError) -> [(path: String, value: Any)] {
        var sessions: [(path: String, value: Any)] = []
        for (index, entry) in list.enumerated() {
            guard let group = entry as? [String: Any] else {
                throw ScheduleJSON.problem(.sessionize, at: "[\(index)]", "is not an object")
            }
            if let rooms = group["rooms"] as? [Any] {
                for (roomIndex, room) in rooms.enumerated() {
                    let path = "[\(index)].rooms[\(roomIndex)]"
                    guard let room = room as? [String: Any] else {
                        throw ScheduleJSON.problem(.sessionize, at: path, "is not an object")
                    }
                    for (position, session) in (room["sessions"] as? [Any] ?? []).enumerated() {
                        sessions.append(("\(path).sessions[\(position)]", Self.session(session, inRoom: room)))
                    }
                }
            } else {
                for (position, session) in (group["sessions"] as? [Any] ?? []).enumerated() {
                    sessions.append(("[\(index)].sessions[\(position)]", session))
                }
            }
        }
        return sessions
    }

    /// A GridSmart session with the name of the room it is listed under, when it names none.
    private static func session(_ value: Any, inRoom room: [String: Any]) -> Any {
        guard var session = value as? [String: Any], ScheduleJSON.text(session["room"]).isEmpty else { return value }
        session["room"] = room["name"]
        return session
    }
}
