/// Numbers the selectable rows of a sectioned list [1], [2], … in display order, and maps a
/// number back to its section and row.
struct ConsoleRowNumbering {
    private var numbers: [[Int?]] = []
    private var positions: [(section: Int, row: Int)] = []

    /// Numbers the rows; `isSelectable[section][row]` says which rows get a number.
    init(isSelectable: [[Bool]]) {
        for (section, rows) in isSelectable.enumerated() {
            numbers.append(
                rows.enumerated().map { row, selectable in
                    guard selectable else { return nil }
                    positions.append((section, row))
                    return positions.count
                })
        }
    }

    /// How many rows are numbered.
    var count: Int { positions.count }

    /// The row's label, e.g. `[3]`, padded to the widest label; blank for unnumbered rows.
    func label(section: Int, row: Int) -> String {
        let width = "[\(count)]".count
        guard let number = numbers[section][row] else { return String(repeating: " ", count: width) }
        let label = "[\(number)]"
        return label + String(repeating: " ", count: width - label.count)
    }

    /// The section and row numbered `number`.
    func position(ofItem number: Int) throws(ConsoleCommandError) -> (section: Int, row: Int) {
        guard number >= 1, number <= count else {
            throw .noSuchItem(number: number, count: count)
        }
        return positions[number - 1]
    }
}
