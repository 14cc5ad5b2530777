import ConbookConsole
import ConbookDirector
import Testing

@MainActor
@Suite("Console navigator")
struct ConsoleNavigatorTests {
    let navigator = ConsoleNavigator()
    let news = FakeConsoleScene("news")
    let schedule = FakeConsoleScene("schedule")

    init() {
        navigator.showSections([Section(title: "News", scene: news), Section(title: "Schedule", scene: schedule)])
    }

    @Test("Given tabs are shown, then the first tab is selected and only its scene has appeared")
    func showsFirstTab() {
        #expect(navigator.sectionTitles == ["News", "Schedule"])
        #expect(navigator.selectedSectionIndex == 0)
        #expect(navigator.visibleScene === news)
        #expect(news.appearances == 1)
        #expect(schedule.appearances == 0)
    }

    @Test("Given tabs, when a tab is named by the start of its title in any case, then it is selected")
    func switchesTabsByPrefix() throws {
        try navigator.selectSection(named: "SCH")
        #expect(navigator.visibleScene === schedule)
        #expect(navigator.selectedSectionIndex == 1)
        #expect(schedule.appearances == 1)
        try navigator.selectSection(named: "news")
        #expect(navigator.visibleScene === news)
    }

    @Test("Given tabs, when an unknown tab is named, then the error lists the tabs and nothing changes")
    func refusesUnknownTabs() {
        #expect(throws: ConsoleCommandError.noMatch(kind: "tab", query: "maps", options: ["News", "Schedule"])) {
            try navigator.selectSection(named: "maps")
        }
        #expect(navigator.visibleScene === news)
    }

    @Test("Given a scene pushed on one tab, when switching away and back, then each tab kept its own stack")
    func keepsAStackPerTab() throws {
        try navigator.selectSection(named: "schedule")
        let detail = FakeConsoleScene("detail")
        navigator.push(detail)
        #expect(navigator.visibleScene === detail)
        #expect(detail.appearances == 1)
        try navigator.selectSection(named: "news")
        #expect(navigator.visibleScene === news)
        try navigator.selectSection(named: "schedule")
        #expect(navigator.visibleScene === detail)
        #expect(navigator.depth == 2)
    }

    @Test("Given a pushed scene, when going back, then the scene below shows again; at the root it is an error")
    func goesBack() throws {
        navigator.push(FakeConsoleScene("detail"))
        try navigator.goBack()
        #expect(navigator.visibleScene === news)
        #expect(news.appearances == 2)
        #expect(throws: ConsoleCommandError.nothingToGoBackTo(tab: "News")) { try navigator.goBack() }
    }

    @Test("Given a scene shown alone, then there are no tabs to switch to, and closing ends the session")
    func showsAStandaloneScene() {
        let preload = FakeConsoleScene("preload")
        navigator.showStandalone(preload)
        #expect(navigator.visibleScene === preload)
        #expect(navigator.sectionTitles.isEmpty)
        #expect(throws: ConsoleCommandError.noTabs) { try navigator.selectSection(named: "news") }
        navigator.close()
        #expect(navigator.isClosed)
    }
}
