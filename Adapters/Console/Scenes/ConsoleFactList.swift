/// Facts shown one per line with their labels in a column, as the detail scenes show them, e.g.
/// `When:       Wednesday 19 August, 10:00–12:00 CEST`; long values wrap under their column.
@MainActor
enum ConsoleFactList {
    /// The facts' lines, labels padded to the widest label.
    static func lines(_ facts: [(label: String, value: String)], on screen: ConsoleScreen) -> [String] {
        let labelWidth = facts.map(\.label.count).max() ?? 0
        return facts.flatMap { fact in
            let label = fact.label + ":" + String(repeating: " ", count: labelWidth - fact.label.count + 2)
            return screen.wrapper.wrap(fact.value, prefix: label)
        }
    }
}
