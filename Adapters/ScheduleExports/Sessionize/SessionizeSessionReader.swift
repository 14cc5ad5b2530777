import ConbookCore
import Foundation

/// Reads one session of Sessionize's "All" view into a flat item (see `SessionizeDecoder` for
/// the mapping).
struct SessionizeSessionReader {
    /// The tag of service sessions (breaks, lunch, registration).
    static let serviceTag = "break"
    /// The tag of plenum sessions (for everyone, in every room).
    static let plenumTag = "plenum"

    /// The lists the session's ids are joined with.
    let lookups: SessionizeLookups

    /// The item of a session object.
    /// - Parameters:
    ///   - session: The JSON object of the session.
    ///   - path: Where it is, e.g. `sessions[3]`.
    func item(_ session: [String: Any], at path: String) throws(ConventionAPIError) -> FlatScheduleItem {
        var item = FlatScheduleItem()
        item.sourceID = ScheduleJSON.text(session["id"])
        item.title = ScheduleJSON.plainText(session["title"])
        item.description = ScheduleJSON.text(session["description"])
        item.start = try Self.time(session["startsAt"], at: "\(path).startsAt")
        item.end = try Self.time(session["endsAt"], at: "\(path).endsAt")
        item.room = lookups.room(session["roomId"])
        if item.room.isEmpty { item.room = ScheduleJSON.plainText(session["room"]) }
        item.persons = (session["speakers"] as? [Any] ?? []).map(lookups.speaker).filter { !$0.isEmpty }

        var trackItem: SessionizeLookups.CategoryItem?
        var others: [SessionizeLookups.CategoryItem] = []
        let categories =
            (session["categoryItems"] as? [Any] ?? []).compactMap(lookups.categoryItem) + Self.inlineCategories(session)
        for category in categories {
            if category.category.localizedCaseInsensitiveContains("language"), item.language.isEmpty {
                item.language = category.name
            } else if trackItem == nil, category.category.localizedCaseInsensitiveContains("track") {
                trackItem = category
            } else {
                others.append(category)
            }
        }
        if trackItem == nil, !others.isEmpty { trackItem = others.removeFirst() }
        item.track = trackItem?.name ?? ""
        item.tags = others.map(\.name)
        if Self.isTrue(session["isServiceSession"]) { item.tags.append(Self.serviceTag) }
        if Self.isTrue(session["isPlenumSession"]) { item.tags.append(Self.plenumTag) }
        item.isCancelled = ScheduleJSON.text(session["status"]).localizedCaseInsensitiveContains("cancel")
        item.links = links(of: session)
        item.location = .text(path)
        return item
    }

    /// `liveUrl` (`Live stream`), `recordingUrl` (`Recording`), then answers to custom questions
    /// that are web addresses, titled with the question (`YouTube Video`).
    private func links(of session: [String: Any]) -> [EventLink] {
        var links: [EventLink] = []
        for (key, title) in [("liveUrl", "Live stream"), ("recordingUrl", "Recording")] {
            let url = ScheduleJSON.text(session[key])
            if !url.isEmpty { links.append(EventLink(title: title, url: url)) }
        }
        for answer in session["questionAnswers"] as? [Any] ?? [] {
            guard let answer = answer as? [String: Any] else { continue }
            let value = ScheduleJSON.text(answer["answerValue"] ?? answer["answer"])
            let lowered = value.lowercased()
            guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), !value.contains(where: \.isWhitespace) else {
                continue
            }
            links.append(EventLink(title: lookups.question(answer["questionId"] ?? answer["id"]), url: value))
        }
        return links
    }

    /// The categories a grouped view gives inline: `categories: [{name, categoryItems: [{id, name}]}]`.
    private static func inlineCategories(_ session: [String: Any]) -> [SessionizeLookups.CategoryItem] {
        (session["categories"] as? [Any] ?? []).flatMap { entry -> [SessionizeLookups.CategoryItem] in
            guard let category = entry as? [String: Any] else { return [] }
            let title = ScheduleJSON.plainText(category["name"] ?? category["title"])
            return (category["categoryItems"] as? [Any] ?? []).compactMap { item in
                let name = ScheduleJSON.plainText((item as? [String: Any])?["name"])
                return name.isEmpty ? nil : SessionizeLookups.CategoryItem(category: title, name: name)
            }
        }
    }

    /// A JSON `true` (Foundation gives booleans as numbers).
    private static func isTrue(_ value: Any?) -> Bool {
        (value as? NSNumber)?.boolValue == true
    }

    /// A `startsAt`/`endsAt`: nil when absent, null or empty (an unscheduled session); a
    /// floating local time, as Sessionize writes them (a `Z`, as older output wrote, is not
    /// read: the time is still the convention's wall clock); exact with an offset of another kind.
    private static func time(_ value: Any?, at path: String) throws(ConventionAPIError) -> ScheduleTime? {
        switch value {
        case nil, is NSNull:
            return nil
        case let text as String:
            let trimmed = text.trimmedForSchedule
            if trimmed.isEmpty { return nil }
            guard let timestamp = ScheduleTimeText.timestamp(trimmed) else {
                throw ScheduleJSON.problem(
                    .sessionize, at: path, "“\(trimmed.prefix(40))” is not a date and time (YYYY-MM-DDTHH:MM:SS)")
            }
            if timestamp.offsetInSeconds == 0, trimmed.last == "Z" || trimmed.last == "z" {
                return .local(timestamp.date, millisecondOfDay: timestamp.millisecondOfDay)
            }
            return ScheduleTime(timestamp)
        default:
            throw ScheduleJSON.problem(.sessionize, at: path, "is not a date and time text")
        }
    }
}
