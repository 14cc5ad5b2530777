/// The line that names the tabs, the selected one in brackets: `News | [Schedule]`.
struct ConsoleTabBar {
    let titles: [String]
    let selectedIndex: Int?

    func render(style: ConsoleStyle) -> String {
        titles.enumerated().map { index, title in
            index == selectedIndex ? style.bold("[\(title)]") : title
        }.joined(separator: " | ")
    }
}
