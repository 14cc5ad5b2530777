import ConbookCore

/// A KonOpas `people` list (ConClár's too): the names by id, for programme items that list their
/// people by id only, and the people it describes. A name is a text or KonOpas's list
/// `[first, last, prefix, suffix]`, shown as `prefix first last suffix`.
struct KonOpasPeople {
    /// The people of the list (see `init(_:)`).
    private(set) var listed = PeopleList()
    private var names: [String: String] = [:]

    /// No people: items must name theirs inline.
    init() {}

    /// The people of a `people` list; entries that are not objects or lack an id or a name are
    /// skipped, and of two with one id the first counts. Each person: identity `id`, name as
    /// `name(_:)` forms it, sort name `sortname`, biography `bio` (HTML, kept as written), and from
    /// the `links` object the picture `img` and the other keys as links titled with the key (in
    /// key order); fields of the wrong type read as empty.
    /// - Parameter list: The JSON list.
    init(_ list: [Any]) {
        for entry in list {
            guard let person = entry as? [String: Any] else { continue }
            let id = ScheduleJSON.text(person["id"])
            // KonOpas 0.1 wrote `first` and `last` instead of a `name`.
            let name = HTMLEntityText.decoded(Self.name(person["name"] ?? [person["first"], person["last"]]))
            guard !id.isEmpty, !name.isEmpty, names[id] == nil else { continue }
            names[id] = name
            let links = person["links"] as? [String: Any] ?? [:]
            listed.add(
                Person(
                    id: Person.ID(id), name: name, sortName: ScheduleJSON.text(person["sortname"]),
                    biography: ScheduleJSON.text(person["bio"]), pictureAddress: ScheduleJSON.text(links["img"]),
                    links: links.keys.sorted().compactMap { key in
                        let url = ScheduleJSON.text(links[key])
                        return key == "img" || url.isEmpty ? nil : EventLink(title: key, url: url)
                    }))
        }
    }

    /// Whether the list names nobody.
    var isEmpty: Bool { names.isEmpty }

    /// The name of an id; empty when unknown.
    func name(ofID id: String) -> String {
        names[id] ?? ""
    }

    /// A name written as text or as `[first, last, prefix, suffix]`; empty for anything else.
    static func name(_ value: Any?) -> String {
        guard let parts = value as? [Any] else { return ScheduleJSON.text(value) }
        let texts = parts.prefix(4).map(ScheduleJSON.text)
        func part(_ index: Int) -> String { index < texts.count ? texts[index] : "" }
        return [part(2), part(0), part(1), part(3)].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
