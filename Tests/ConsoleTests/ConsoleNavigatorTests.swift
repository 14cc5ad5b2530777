import ConbookConsole
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Console navigator")
struct ConsoleNavigatorTests {
    let core: ConbookTestContext
    let navigator: ConsoleNavigator
    let news = FakeConsoleScene("news")
    let schedule = FakeConsoleScene("schedule")

    init() throws {
        core = try ConbookTestContext()
        navigator = ConsoleNavigator(conbook: core.conbook)
        navigator.session.showSections([
            Section(name: "News", title: "News", scene: news), Section(name: "Schedule", title: "Schedule", scene: schedule),
        ])
    }

    @Test("Given sections are shown, then the first section is selected and only its scene has appeared")
    func showsFirstSection() {
        #expect(navigator.sectionTitles == ["News", "Schedule"])
        #expect(navigator.session.selectedSectionIndex == 0)
        #expect(navigator.visibleScene === news)
        #expect(news.appearances == 1)
        #expect(schedule.appearances == 0)
    }

    @Test("Given sections, when a section is named by the start of its title in any case, then it is selected")
    func switchesSectionsByPrefix() throws {
        try navigator.selectSection(named: "SCH")
        #expect(navigator.visibleScene === schedule)
        #expect(navigator.session.selectedSectionIndex == 1)
        #expect(schedule.appearances == 1)
        try navigator.selectSection(named: "news")
        #expect(navigator.visibleScene === news)
    }

    @Test("Given sections, when an unknown section is named, then the error lists the sections and nothing changes")
    func refusesUnknownSections() {
        #expect(throws: ConsoleCommandError.noMatch(kind: .init(.kindSection), query: "maps", options: ["News", "Schedule"])) {
            try navigator.selectSection(named: "maps")
        }
        #expect(navigator.visibleScene === news)
    }

    @Test("Given a scene pushed in one section, when switching away and back, then each section kept its own stack")
    func keepsAStackPerSection() throws {
        try navigator.selectSection(named: "schedule")
        let detail = FakeConsoleScene("detail")
        navigator.session.push(detail)
        #expect(navigator.visibleScene === detail)
        #expect(detail.appearances == 1)
        try navigator.selectSection(named: "news")
        #expect(navigator.visibleScene === news)
        try navigator.selectSection(named: "schedule")
        #expect(navigator.visibleScene === detail)
        #expect(navigator.session.depth == 2)
    }

    @Test("Given a pushed scene, when going back, then the scene below shows again; at the root it is an error")
    func goesBack() throws {
        navigator.session.push(FakeConsoleScene("detail"))
        try navigator.goBack()
        #expect(navigator.visibleScene === news)
        #expect(news.appearances == 2)
        #expect(throws: ConsoleCommandError.nothingToGoBackTo(section: "News")) { try navigator.goBack() }
    }

    @Test(
        "Given a detail opened in Schedule and News selected after, when going back twice, then Schedule's detail shows, then Schedule's list, and then back stops at that root"
    )
    func goesBackAcrossSections() throws {
        try navigator.selectSection(named: "schedule")
        let detail = FakeConsoleScene("detail")
        navigator.session.push(detail)
        try navigator.selectSection(named: "news")

        try navigator.goBack()
        #expect(navigator.visibleScene === detail)
        #expect(navigator.session.selectedSectionIndex == 1)
        try navigator.goBack()
        #expect(navigator.visibleScene === schedule)
        try navigator.goBack()
        #expect(navigator.visibleScene === news)
        #expect(throws: ConsoleCommandError.nothingToGoBackTo(section: "News")) { try navigator.goBack() }
    }

    @Test("Given a scene shown alone, then there are no sections to switch to, and closing ends the session")
    func showsAStandaloneScene() {
        let preload = FakeConsoleScene("preload")
        navigator.session.showStandalone(preload)
        #expect(navigator.visibleScene === preload)
        #expect(navigator.sectionTitles.isEmpty)
        #expect(throws: ConsoleCommandError.noSections) { try navigator.selectSection(named: "news") }
        navigator.session.close()
        #expect(navigator.isClosed)
    }
}
