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
        item.title = ScheduleJSON.plainText(object["title"])
        // KonOpas 0.1 (2012–13) wrote `precis` and `room`; later versions `desc` and `loc`.
        item.description = ScheduleJSON.text(object["desc"] ?? object["precis"])
        item.start = try start(of: object, at: path)
        if let minutes = try ScheduleJSON.wholeNumber(
            object["mins"], atMost: Self.maximumMinutes, kind: kind, at: "\(path).mins", unit: "minutes")
        {
            item.durationSeconds = minutes * 60
        }
        let endText = ScheduleJSON.text(object["endtime"])
        if item.durationSeconds == nil, !endText.isEmpty {
            guard let end = ScheduleTimeText.timestamp(endText) else {
                throw ScheduleJSON.problem(kind, at: "\(path).endtime", "“\(endText.prefix(40))” is not a date and time")
            }
            item.end = ScheduleTime(end)
        }
        item.room = HTMLEntityText.decoded(Self.texts(object["loc"] ?? object["room"]).first ?? "")
        item.persons = persons(object["people"])
        item.tags = Self.tags(object["tags"])
        let format = ScheduleJSON.plainText(object["format"])
        if !format.isEmpty { item.tags.append("Format:\(format)") }
        if object["is_break"] as? Bool == true { item.tags.append("break") }
        item.track = Self.track(of: item.tags)
        item.links = Self.links(object["links"])
        item.location = .text(path)
        return item
    }

    /// Tags as texts, or as ConClár's objects (`{"value": …, "label": "Academic", "category":
    /// "Area"}`, read as `Area:Academic`), their HTML character references decoded.
    private static func tags(_ value: Any?) -> [String] {
        let list = value as? [Any] ?? (value.map { [$0] } ?? [])
        return list.compactMap { tag -> String? in
            guard let object = tag as? [String: Any] else {
                let text = ScheduleJSON.plainText(tag)
                return text.isEmpty ? nil : text
            }
            let label = ScheduleJSON.plainText(object["label"])
            let name = label.isEmpty ? ScheduleJSON.plainText(object["value"]) : label
            let category = ScheduleJSON.plainText(object["category"])
            guard !name.isEmpty else { return nil }
            return category.isEmpty ? name : "\(category):\(name)"
        }
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

    /// `datetime` (exact with an offset, else floating), else `date` and `time`, floating; nil
    /// when the item has no date (unscheduled). The date is read as KonOpas reads it, its
    /// numbers split at anything else (`2016-4-15` is 15 April); KonOpas 0.1 and 0.2 wrote it as
    /// `day`, which later files use for a weekday's name or a number (no date, then).
    private func start(of object: [String: Any], at path: String) throws(ConventionAPIError) -> ScheduleTime? {
        let datetime = ScheduleJSON.text(object["datetime"])
        if !datetime.isEmpty {
            guard let timestamp = ScheduleTimeText.timestamp(datetime) else {
                throw ScheduleJSON.problem(kind, at: "\(path).datetime", "“\(datetime.prefix(40))” is not a date and time")
            }
            return ScheduleTime(timestamp)
        }
        var dateKey = "date"
        if object["date"] == nil, let day = object["day"], Self.date(ScheduleJSON.text(day)) != nil { dateKey = "day" }
        let dateText = ScheduleJSON.text(object[dateKey])
        let timeText = ScheduleJSON.text(object["time"])
        if dateText.isEmpty {
            guard timeText.isEmpty else {
                throw ScheduleJSON.problem(kind, at: "\(path).date", "is missing: the item has a time but no date")
            }
            return nil
        }
        guard let date = Self.date(dateText) else {
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

    /// A date as KonOpas reads one: year, month and day, the numbers split at anything else
    /// (`2016-04-15`, `2016-4-15`, `2016/4/15`); nil when it is not three numbers of a real date.
    static func date(_ text: String) -> CalendarDate? {
        let numbers = text.split { !$0.isASCII || !$0.isNumber }
        guard numbers.count == 3, numbers[0].count == 4, numbers[1].count <= 2, numbers[2].count <= 2,
            let year = Int(numbers[0]), let month = Int(numbers[1]), let day = Int(numbers[2])
        else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// People as `{id, name}` (the name inline, else joined by id with the people list) or as
    /// bare ids.
    private func persons(_ value: Any?) -> [String] {
        (value as? [Any] ?? []).compactMap { entry -> String? in
            let person = entry as? [String: Any]
            let inline = HTMLEntityText.decoded(KonOpasPeople.name(person?["name"]))
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
