import ConbookCore
import Foundation

/// Reads an event of Indico's event export with its contributions
/// (`/export/event/{id}.json?detail=contributions`, or `detail=sessions`): the event is
/// `results[0]`, its talks `results[0].contributions[]` and, in the sessions' detail, those of
/// each session block (`results[0].sessions[2].contributions[]`, the block's title their track
/// when they have none; a contribution listed in both counts once), its people the speakers of
/// the scheduled contributions (`IndicoPerson.people`). A contribution that cannot be read is
/// skipped and reported.
enum IndicoContributionReader {
    /// The longest `duration` (in minutes) taken from a contribution without an end: 31 days.
    static let maximumMinutes = 31 * 24 * 60

    /// The flat schedule of an event object.
    /// - Parameters:
    ///   - event: The JSON object of the event.
    ///   - path: Where it is, e.g. `results[0]`.
    static func schedule(of event: [String: Any], at path: String) throws(ConventionAPIError) -> FlatSchedule {
        var schedule = FlatSchedule(kind: .indico)
        schedule.title = ScheduleJSON.text(event["title"])
        schedule.timeZoneName = ScheduleJSON.text(event["timezone"])
        if !schedule.timeZoneName.isEmpty, !IndicoDate.isZoneName(schedule.timeZoneName) {
            throw ScheduleJSON.problem(.indico, at: "\(path).timezone", "unknown time zone “\(schedule.timeZoneName.prefix(60))”")
        }
        guard event["contributions"] != nil || event["sessions"] != nil else {
            throw ScheduleJSON.problem(
                .indico, at: path, "has no “contributions” (export the event with ?detail=contributions)")
        }
        var listed: [(path: String, value: Any, session: String)] = []
        for (index, value) in try list(event["contributions"], at: "\(path).contributions").enumerated() {
            listed.append(("\(path).contributions[\(index)]", value, ""))
        }
        for (blockIndex, value) in try list(event["sessions"], at: "\(path).sessions").enumerated() {
            let blockPath = "\(path).sessions[\(blockIndex)]"
            guard let block = value as? [String: Any] else {
                throw ScheduleJSON.problem(.indico, at: blockPath, "is not an object")
            }
            let title = titleText(block["title"] ?? block["session"])
            for (index, value) in try list(block["contributions"], at: "\(blockPath).contributions").enumerated() {
                listed.append(("\(blockPath).contributions[\(index)]", value, title))
            }
        }
        schedule.items.reserveCapacity(listed.count)
        var people = PeopleList()
        for (itemPath, value, session) in listed {
            let contribution = value as? [String: Any]
            try schedule.add(
                at: itemPath, identifier: ScheduleJSON.text(contribution?["db_id"] ?? contribution?["id"]),
                title: ScheduleJSON.plainText(contribution?["title"])
            ) { () throws(ConventionAPIError) in
                guard let contribution else { throw ScheduleJSON.problem(.indico, at: itemPath, "is not an object") }
                var read = try item(contribution, at: itemPath)
                if read.track.isEmpty { read.track = session }
                if read.start != nil {
                    for person in IndicoPerson.people(contribution["speakers"]) { people.add(person) }
                }
                return read
            }
        }
        schedule.people = people
        return schedule
    }

    /// A list of the export; empty when absent or null.
    private static func list(_ value: Any?, at path: String) throws(ConventionAPIError) -> [Any] {
        switch value {
        case nil, is NSNull: return []
        case let list as [Any]: return list
        default: throw ScheduleJSON.problem(.indico, at: path, "is not a list")
        }
    }

    private static func item(_ contribution: [String: Any], at path: String) throws(ConventionAPIError) -> FlatScheduleItem {
        var item = FlatScheduleItem()
        let databaseID = ScheduleJSON.text(contribution["db_id"])
        item.sourceID = databaseID.isEmpty ? ScheduleJSON.text(contribution["id"]) : databaseID
        item.title = ScheduleJSON.plainText(contribution["title"])
        item.description = ScheduleJSON.text(contribution["description"])
        let room = ScheduleJSON.text(contribution["room"])
        item.room = room.isEmpty ? ScheduleJSON.text(contribution["roomFullname"]) : room
        item.track = titleText(contribution["track"])
        if item.track.isEmpty { item.track = titleText(contribution["session"]) }
        item.persons = IndicoPerson.names(contribution["speakers"])
        item.links = links(of: contribution)
        let type = titleText(contribution["type"])
        item.tags =
            (type.isEmpty ? [] : [type])
            + (contribution["keywords"] as? [Any] ?? []).map(ScheduleJSON.text).filter { !$0.isEmpty }
        item.start = try IndicoDate.time(contribution["startDate"], at: "\(path).startDate")
        item.end = try IndicoDate.time(contribution["endDate"], at: "\(path).endDate")
        if item.end == nil,
            let minutes = try ScheduleJSON.wholeNumber(
                contribution["duration"], atMost: maximumMinutes, kind: .indico, at: "\(path).duration", unit: "minutes")
        {
            item.durationSeconds = minutes * 60
        }
        item.location = .text(path)
        return item
    }

    /// A text, or the `title` (else `name`) of an object: Indico writes tracks, sessions and
    /// types either way depending on its version.
    static func titleText(_ value: Any?) -> String {
        guard let object = value as? [String: Any] else { return ScheduleJSON.text(value) }
        let title = ScheduleJSON.text(object["title"])
        return title.isEmpty ? ScheduleJSON.text(object["name"]) : title
    }

    /// The contribution's page (`url`, titled `Indico`), then its attachments (slides, papers)
    /// with their titles.
    private static func links(of contribution: [String: Any]) -> [EventLink] {
        var links: [EventLink] = []
        let page = ScheduleJSON.text(contribution["url"])
        if !page.isEmpty { links.append(EventLink(title: "Indico", url: page)) }
        for folder in contribution["folders"] as? [Any] ?? [] {
            for attachment in (folder as? [String: Any])?["attachments"] as? [Any] ?? [] {
                guard let attachment = attachment as? [String: Any] else { continue }
                let download = ScheduleJSON.text(attachment["download_url"])
                let url = download.isEmpty ? ScheduleJSON.text(attachment["link_url"]) : download
                guard !url.isEmpty else { continue }
                let title = ScheduleJSON.text(attachment["title"])
                links.append(EventLink(title: title.isEmpty ? ScheduleJSON.text(attachment["filename"]) : title, url: url))
            }
        }
        return links
    }
}
