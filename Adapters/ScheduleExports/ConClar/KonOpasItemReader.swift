import ConbookCore
import Foundation

/// Reads one KonOpas programme item (ConClár's too) into a flat item (see `ConClarDecoder` for
/// the mapping).
struct KonOpasItemReader {
    /// The longest `mins` accepted: 31 days.
    static let maximumMinutes = 31 * 24 * 60

    /// The format read (`.conclar` or `.konopas`), named in error messages.
    let kind: ScheduleSourceKind
    /// The people list, for people given by id only.
    let people: KonOpasPeople

    /// The item of a programme object.
    /// - Parameters:
    ///   - object: The JSON object of the item.
    ///   - path: Where it is, e.g. `schedule[3]`.
    func item(_ object: [String: Any], at path: String) throws(ConventionAPIError) -> FlatScheduleItem {
        var item = FlatScheduleItem()
        item.sourceID = ScheduleJSON.text(object["id"])
        item.title = ScheduleJSON.text(object["title"])
        item.description = ScheduleJSON.text(object["desc"])
        item.start = try start(of: object, at: path)
        if let minutes = try ScheduleJSON.wholeNumber(
            object["mins"], atMost: Self.maximumMinutes, kind: kind, at: "\(path).mins", unit: "minutes")
        {
            item.durationSeconds = minutes * 60
        }
        item.room = Self.texts(object["loc"]).first ?? ""
        item.persons = persons(object["people"])
        item.tags = Self.texts(object["tags"])
        item.track = Self.track(of: item.tags)
        item.links = Self.links(object["links"])
        item.location = .text(path)
        return item
    }

    /// The value of the first `Track:` tag (any case), else the first tag without its
    /// `Prefix:`; empty without tags.
    static func track(of tags: [String]) -> String {
        func value(_ tag: String) -> String {
            guard let colon = tag.firstIndex(of: ":") else { return tag }
            let rest = String(tag[tag.index(after: colon)...]).trimmedForSchedule
            return rest.isEmpty ? tag : rest
        }
        if let track = tags.first(where: { $0.lowercased().hasPrefix("track:") }) { return value(track) }
        return tags.first.map(value) ?? ""
    }

    /// `datetime` (exact with an offset, else floating), else `date` (older files: `day`) and
    /// `time`, floating; nil when the item has no date (unscheduled).
    private func start(of object: [String: Any], at path: String) throws(ConventionAPIError) -> ScheduleTime? {
        let datetime = ScheduleJSON.text(object["datetime"])
        if !datetime.isEmpty {
            guard let timestamp = ScheduleTimeText.timestamp(datetime) else {
                throw ScheduleJSON.problem(kind, at: "\(path).datetime", "“\(datetime.prefix(40))” is not a date and time")
            }
            return ScheduleTime(timestamp)
        }
        let dateKey = object["date"] == nil && object["day"] != nil ? "day" : "date"
        let dateText = ScheduleJSON.text(object[dateKey])
        let timeText = ScheduleJSON.text(object["time"])
        if dateText.isEmpty {
            guard timeText.isEmpty else {
                throw ScheduleJSON.problem(kind, at: "\(path).date", "is missing: the item has a time but no date")
            }
            return nil
        }
        guard let date = ScheduleTimeText.date(dateText) else {
            throw ScheduleJSON.problem(kind, at: "\(path).\(dateKey)", "“\(dateText.prefix(40))” is not a date (YYYY-MM-DD)")
        }
        guard let seconds = ScheduleTimeText.timeOfDay(timeText) else {
            let problem =
                timeText.isEmpty
                ? "is missing: the item has a date but no time" : "“\(timeText.prefix(40))” is not a time (HH:MM)"
            throw ScheduleJSON.problem(kind, at: "\(path).time", problem)
        }
        return .local(date, millisecondOfDay: seconds * 1000)
    }

    /// People as `{id, name}` (the name inline, else joined by id with the people list) or as
    /// bare ids.
    private func persons(_ value: Any?) -> [String] {
        (value as? [Any] ?? []).compactMap { entry -> String? in
            let person = entry as? [String: Any]
            let inline = KonOpasPeople.name(person?["name"])
            let name = inline.isEmpty ? people.name(ofID: ScheduleJSON.text(person?["id"] ?? entry)) : inline
            return name.isEmpty ? nil : name
        }
    }

    /// A list of texts (or one text) with the empty ones left out.
    private static func texts(_ value: Any?) -> [String] {
        let list = value as? [Any] ?? (value.map { [$0] } ?? [])
        return list.map(ScheduleJSON.text).filter { !$0.isEmpty }
    }

    /// `links` as an object (`{"meeting": url}`: titled with the key, in key order), a list of
    /// addresses, or a list of `{url, title}` objects.
    private static func links(_ value: Any?) -> [EventLink] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().compactMap { key in
                let url = ScheduleJSON.text(object[key])
                return url.isEmpty ? nil : EventLink(title: key, url: url)
            }
        }
        return (value as? [Any] ?? []).compactMap { entry in
            guard let link = entry as? [String: Any] else {
                let url = ScheduleJSON.text(entry)
                return url.isEmpty ? nil : EventLink(title: "", url: url)
            }
            let url = ScheduleJSON.text(link["url"] ?? link["href"])
            let title = ScheduleJSON.text(link["title"] ?? link["name"])
            return url.isEmpty ? nil : EventLink(title: title, url: url)
        }
    }
}
