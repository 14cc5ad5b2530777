import ConbookModuleKit

/// The lines that pick a day on a page that shows one (the Schedule, the Timetable, the free
/// time): `Days: [1 Wednesday 19 August — Day 1] · 2 Thursday 20 August — Day 2`, the day shown
/// bold in brackets, each numbered for `day N`, wrapped to the screen.
enum ConsoleDayPicker {
    /// The lines for these days, none when there are none.
    @MainActor
    static func lines(days: [String], selectedIndex: Int?, on screen: ConsoleScreen) -> [String] {
        guard !days.isEmpty else { return [] }
        let choices = days.enumerated().map { index, day in
            index == selectedIndex ? screen.style.bold("[\(index + 1) \(day)]") : "\(index + 1) \(day)"
        }
        return ConsoleFlowLayout(width: screen.width).lines(choices, prefix: screen.texts(.days), separator: " · ")
    }
}
