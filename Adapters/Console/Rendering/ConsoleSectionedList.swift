/// Sections of rows as the list scenes show them: a blank line and a bold heading per section,
/// the selectable rows numbered [1], [2], … in display order for `select N`.
struct ConsoleSectionedList<Row> {
    /// The sections, in display order.
    let sections: [(title: String, rows: [Row])]
    /// Which rows get a number.
    let isSelectable: (Row) -> Bool

    /// The numbers of the selectable rows.
    var numbering: ConsoleRowNumbering {
        ConsoleRowNumbering(isSelectable: sections.map { $0.rows.map(isSelectable) })
    }

    /// Every section's heading and rows; `render` is given each row, its index in its section and its label.
    func lines(style: ConsoleStyle, render: (Row, Int, String) -> [String]) -> [String] {
        let numbering = numbering
        var lines: [String] = []
        for (sectionIndex, section) in sections.enumerated() {
            lines += ["", style.bold(section.title)]
            for (rowIndex, row) in section.rows.enumerated() {
                lines += render(row, rowIndex, numbering.label(section: sectionIndex, row: rowIndex))
            }
        }
        return lines
    }
}
