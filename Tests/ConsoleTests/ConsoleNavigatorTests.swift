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
        navigator.showTabs([Tab(title: "News", scene: news), Tab(title: "Schedule", scene: schedule)])
    }

    @Test("Given tabs are shown, then the first tab is selected and only its scene has appeared")
    func showsFirstTab() {
        #expect(navigator.tabTitles == ["News", "Schedule"])
        #expect(navigator.selectedTabIndex == 0)
        #expect(navigator.visibleScene === news)
        #expect(news.appearances == 1)
        #expect(schedule.appearances == 0)
    }

    @Test("Given tabs, when a tab is named by the start of its title in any case, then it is selected")
    func switchesTabsByPrefix() throws {
        try navigator.selectTab(named: "SCH")
        #expect(navigator.visibleScene === schedule)
        #expect(navigator.selectedTabIndex == 1)
        #expect(schedule.appearances == 1)
        try navigator.selectTab(named: "news")
        #expect(navigator.visibleScene === news)
    }

    @Test("Given tabs, when an unknown tab is named, then the error lists the tabs and nothing changes")
    func refusesUnknownTabs() {
        #expect(throws: ConsoleCommandError.noMatch(kind: "tab", query: "maps", options: ["News", "Schedule"])) {
            try navigator.selectTab(named: "maps")
        }
        #expect(navigator.visibleScene === news)
    }

    @Test("Given a scene pushed on one tab, when switching away and back, then each tab kept its own stack")
    func keepsAStackPerTab() throws {
        try navigator.selectTab(named: "schedule")
        let detail = FakeConsoleScene("detail")
        navigator.push(detail)
        #expect(navigator.visibleScene === detail)
        #expect(detail.appearances == 1)
        try navigator.selectTab(named: "news")
        #expect(navigator.visibleScene === news)
        try navigator.selectTab(named: "schedule")
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
        #expect(navigator.tabTitles.isEmpty)
        #expect(throws: ConsoleCommandError.noTabs) { try navigator.selectTab(named: "news") }
        navigator.close()
        #expect(navigator.isClosed)
    }
}
