/// The lines that name the sections, the selected one in brackets: `News | [Schedule] | Changes`;
/// when they do not fit on one line, the bar continues on the next, between two sections.
struct ConsoleSectionBar {
    let titles: [String]
    let selectedIndex: Int?

    func lines(style: ConsoleStyle, width: Int) -> [String] {
        let items = titles.enumerated().map { index, title in
            index == selectedIndex ? style.bold("[\(title)]") : title
        }
        return ConsoleFlowLayout(width: width).lines(items, prefix: "", separator: " | ")
    }
}
