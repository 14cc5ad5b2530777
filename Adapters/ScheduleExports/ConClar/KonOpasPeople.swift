/// The names of a KonOpas `people` list by id, for programme items that list their people by
/// id only. A name is a text or KonOpas's list `[first, last, prefix, suffix]`, shown as
/// `prefix first last suffix`.
struct KonOpasPeople {
    private var names: [String: String] = [:]

    /// No people: items must name theirs inline.
    init() {}

    /// The people of a `people` list; entries that are not objects or lack an id or a name are
    /// skipped.
    /// - Parameter list: The JSON list.
    init(_ list: [Any]) {
        for entry in list {
            guard let person = entry as? [String: Any] else { continue }
            let id = ScheduleJSON.text(person["id"])
            let name = Self.name(person["name"])
            if !id.isEmpty, !name.isEmpty { names[id] = name }
        }
    }

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
