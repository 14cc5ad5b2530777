import ConbookCore
import Foundation

/// Reads Indico's timetable export (`/export/timetable/{id}.json`): `results` is an object keyed
/// by the event's id, then by day (`20130429`), then by entry id (`c0`, `b3`, `s2`…). An entry
/// is a contribution, a break (`entryType: Break`, tagged `break`) or a session block whose
/// `entries` hold its contributions in the same form; a block with entries gives its
/// contributions (tracked under the session's title, in the block's room unless they name
/// their own), a block without any is itself an item (blocks are read one level deep).
///
/// The export names neither the event's title nor its zone: the title is `Indico event {id}`;
/// the days are formed in the fallback zone (`--time-zone`), else in UTC. An entry that cannot be
/// read is skipped and reported.
enum IndicoTimetableReader {
    /// The flat schedule of the first event of a timetable's `results`.
    /// - Parameter results: The JSON object of `results`.
    static func schedule(of results: [String: Any]) throws(ConventionAPIError) -> FlatSchedule {
        var schedule = FlatSchedule(kind: .indico)
        guard let eventID = results.keys.sorted().first else {
            throw ScheduleJSON.problem(.indico, at: "results", "holds no event")
        }
        schedule.title = "Indico event \(eventID.prefix(60))"
        let eventPath = "results[\(quoted(eventID))]"
        guard let days = results[eventID] as? [String: Any] else {
            throw ScheduleJSON.problem(.indico, at: eventPath, "is not an object of days")
        }
        for day in days.keys.sorted() {
            let dayPath = "\(eventPath)[\(quoted(day))]"
            guard let entries = days[day] as? [String: Any] else {
                // Indico writes an empty day as an empty list.
                if let list = days[day] as? [Any], list.isEmpty { continue }
                throw ScheduleJSON.problem(.indico, at: dayPath, "is not an object of entries")
            }
            // JSON objects keep no order: a day's entries by their written start, then by id.
            let read = try Self.read(entries, at: dayPath, session: nil, skipped: &schedule.skipped)
            schedule.items += read.sorted { ($0.order, $0.key) < ($1.order, $1.key) }.map(\.item)
        }
        return schedule
    }

    /// The session block an entry is read inside.
    private struct Session {
        var title: String
        var room: String
    }

    /// An entry read, with what it is sorted by.
    private typealias ReadEntry = (order: String, key: String, item: FlatScheduleItem)

    private static func read(
        _ entries: [String: Any], at path: String, session: Session?, skipped: inout [SkippedEntity]
    ) throws(ConventionAPIError) -> [ReadEntry] {
        var read: [ReadEntry] = []
        for key in entries.keys.sorted() {
            let entryPath = "\(path)[\(quoted(key))]"
            let entry = entries[key] as? [String: Any]
            let type = ScheduleJSON.text(entry?["entryType"]).lowercased()
            if let entry, type == "session", session == nil, let children = entry["entries"] as? [String: Any],
                !children.isEmpty
            {
                let block = Session(title: sessionTitle(of: entry), room: ScheduleJSON.text(entry["room"]))
                read += try Self.read(children, at: "\(entryPath).entries", session: block, skipped: &skipped)
                continue
            }
            do throws(ConventionAPIError) {
                guard let entry else { throw ScheduleJSON.problem(.indico, at: entryPath, "is not an object") }
                read.append((order(of: entry), key, try item(of: entry, type: type, at: entryPath, session: session)))
            } catch {
                skipped.append(
                    try ScheduleItemSkip.skipped(
                        error, kind: .indico, path: entryPath, identifier: ScheduleJSON.text(entry?["uniqueId"] ?? entry?["id"]),
                        title: ScheduleJSON.plainText(entry?["title"])))
            }
        }
        return read
    }

    /// The item of a contribution, break or session block without entries.
    private static func item(
        of entry: [String: Any], type: String, at entryPath: String, session: Session?
    ) throws(ConventionAPIError) -> FlatScheduleItem {
        var item = FlatScheduleItem()
        let uniqueID = ScheduleJSON.text(entry["uniqueId"])
        item.sourceID = uniqueID.isEmpty ? ScheduleJSON.text(entry["id"]) : uniqueID
        item.title = ScheduleJSON.plainText(entry["title"])
        if item.title.isEmpty, type == "session" { item.title = sessionTitle(of: entry) }
        item.description = ScheduleJSON.text(entry["description"])
        item.room = ScheduleJSON.plainText(entry["room"])
        if item.room.isEmpty { item.room = session?.room ?? "" }
        item.track = session?.title ?? (type == "session" ? sessionTitle(of: entry) : "")
        item.persons = IndicoPerson.names(entry["presenters"] ?? entry["conveners"])
        let url = ScheduleJSON.text(entry["url"])
        if !url.isEmpty { item.links = [EventLink(title: "Indico", url: url)] }
        if type == "break" { item.tags = ["break"] }
        item.start = try IndicoDate.time(entry["startDate"], at: "\(entryPath).startDate")
        item.end = try IndicoDate.time(entry["endDate"], at: "\(entryPath).endDate")
        item.location = .text(entryPath)
        return item
    }

    private static func sessionTitle(of entry: [String: Any]) -> String {
        let title = IndicoContributionReader.titleText(entry["title"])
        return title.isEmpty ? ScheduleJSON.text(entry["slotTitle"]) : title
    }

    private static func order(of entry: [String: Any]) -> String {
        guard let start = entry["startDate"] as? [String: Any] else { return "" }
        return "\(ScheduleJSON.text(start["date"])) \(ScheduleJSON.text(start["time"]))"
    }

    private static func quoted(_ key: String) -> String {
        "\"\(key.prefix(60))\""
    }
}
