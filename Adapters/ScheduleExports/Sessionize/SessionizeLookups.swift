import ConbookCore
import Foundation

/// The lists a Sessionize session refers to by id, joined: `rooms[]` (`id`, `name`, `sort`),
/// `speakers[]` (`id`, `fullName`, else `firstName lastName`), `categories[]` (`id`, `title`,
/// `items[]` with `id`, `name`) and `questions[]` (`id`, `question`). Ids are matched as text,
/// so `47112` and `"47112"` are the same. Entries that are not objects or have no id are
/// skipped; lists that are absent are empty; a list of the wrong type is refused. The speakers
/// are also read as people (`SessionizeSpeaker`); of two speakers with one id the first counts,
/// for the hosts as for the people.
struct SessionizeLookups {
    /// A category item with the title of its category (`Track` → `Cloud`).
    struct CategoryItem {
        var category: String
        var name: String
    }

    /// Room names in the order of their `sort`, then of the list.
    private(set) var roomOrder: [String] = []
    private var rooms: [String: String] = [:]
    /// The people `speakers[]` describes (see `SessionizeSpeaker`).
    private(set) var people = PeopleList()
    private var speakers: [String: String] = [:]
    private var categoryItems: [String: CategoryItem] = [:]
    private var questions: [String: String] = [:]

    /// Reads the lists of a document.
    /// - Parameter root: The document's top-level object.
    init(_ root: [String: Any]) throws(ConventionAPIError) {
        var sortedRooms: [(sort: Double, position: Int, name: String)] = []
        for (position, room) in try Self.objects(root["rooms"], named: "rooms").enumerated() {
            let id = ScheduleJSON.text(room["id"])
            let name = ScheduleJSON.plainText(room["name"])
            guard !id.isEmpty, !name.isEmpty else { continue }
            rooms[id] = name
            sortedRooms.append(((room["sort"] as? NSNumber)?.doubleValue ?? 0, position, name))
        }
        roomOrder = sortedRooms.sorted { ($0.sort, $0.position) < ($1.sort, $1.position) }.map(\.name)
        for speaker in try Self.objects(root["speakers"], named: "speakers") {
            let id = ScheduleJSON.text(speaker["id"])
            guard !id.isEmpty, speakers[id] == nil else { continue }
            speakers[id] = SessionizeSpeaker.name(of: speaker)
            people.add(SessionizeSpeaker.person(speaker, id: id))
        }
        for category in try Self.objects(root["categories"], named: "categories") {
            let title = ScheduleJSON.text(category["title"])
            for item in category["items"] as? [Any] ?? [] {
                guard let item = item as? [String: Any] else { continue }
                let id = ScheduleJSON.text(item["id"])
                let name = ScheduleJSON.text(item["name"])
                if !id.isEmpty, !name.isEmpty { categoryItems[id] = CategoryItem(category: title, name: name) }
            }
        }
        for question in try Self.objects(root["questions"], named: "questions") {
            let id = ScheduleJSON.text(question["id"])
            if !id.isEmpty { questions[id] = ScheduleJSON.text(question["question"]) }
        }
    }

    /// The name of a room id; empty when unknown.
    func room(_ id: Any?) -> String {
        rooms[ScheduleJSON.text(id)] ?? ""
    }

    /// The name of a speaker: an id joined with `speakers[]`, or an object with a `name`
    /// (Sessionize's other views); empty when unknown.
    func speaker(_ value: Any) -> String {
        if let object = value as? [String: Any] {
            let name = ScheduleJSON.plainText(object["name"])
            return name.isEmpty ? speakers[ScheduleJSON.text(object["id"])] ?? "" : name
        }
        return speakers[ScheduleJSON.text(value)] ?? ""
    }

    /// The category item of an id; nil when unknown.
    func categoryItem(_ id: Any) -> CategoryItem? {
        categoryItems[ScheduleJSON.text(id)]
    }

    /// The text of a custom question; empty when unknown.
    func question(_ id: Any?) -> String {
        questions[ScheduleJSON.text(id)] ?? ""
    }

    /// The objects of a top-level list (others skipped); empty when absent or null.
    private static func objects(_ value: Any?, named name: String) throws(ConventionAPIError) -> [[String: Any]] {
        switch value {
        case nil, is NSNull: return []
        case let list as [Any]: return list.compactMap { $0 as? [String: Any] }
        default: throw ScheduleJSON.problem(.sessionize, at: name, "is not a list")
        }
    }
}
