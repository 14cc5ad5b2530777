/// An xCal component (the `vcalendar` or one `vevent`): its properties by lower-case local name
/// (`dtstart`, `title` for `pentabarf:title`), each name with its properties in document order.
struct XCalComponent {
    /// The line the component starts on.
    var line = 0
    /// The properties by lower-case local name.
    var properties: [String: [XCalProperty]] = [:]

    /// The first property of a name, if any.
    func first(_ name: String) -> XCalProperty? {
        properties[name]?.first
    }

    /// The first non-empty value of the first of these names that has one; empty otherwise.
    func text(_ names: String...) -> String {
        for name in names {
            if let value = properties[name]?.lazy.flatMap(\.values).first(where: { !$0.isEmpty }) { return value }
        }
        return ""
    }

    /// Every non-empty value of every property of a name, in document order.
    func all(_ name: String) -> [String] {
        (properties[name] ?? []).flatMap(\.values).filter { !$0.isEmpty }
    }
}
