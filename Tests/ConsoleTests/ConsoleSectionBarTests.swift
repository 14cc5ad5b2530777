import ConbookConsole
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Console section bar")
struct ConsoleSectionBarTests {
    @Test("Given more sections than fit on a line, when a scene renders, then the bar wraps between sections")
    func wrapsManySections() async throws {
        let output = CapturingConsoleOutput()
        let core = try ConbookTestContext()
        let navigator = ConsoleNavigator(conbook: core.conbook)
        let titles = ["News", "Schedule", "Changes", "Dealers", "Maps", "Knowledge", "Messages", "Settings", "About"]
        navigator.session.showSections(titles.map { Section(name: $0, title: $0, scene: FakeConsoleScene($0.lowercased())) })
        let session = ConsoleSession(
            navigator: navigator, screen: output.makeScreen(width: 40), mode: .scripted, settle: {}, refresh: {})

        _ = await session.run(ScriptLineSource(lines: ["tab know"]))

        #expect(
            output.outputLines.prefix(4) == [
                "[News] | Schedule | Changes | Dealers |",
                "Maps | Knowledge | Messages | Settings |",
                "About",
                "news",
            ])
        #expect(
            output.outputLines.suffix(6).prefix(4) == [
                "News | Schedule | Changes | Dealers |",
                "Maps | [Knowledge] | Messages |",
                "Settings | About",
                "knowledge",
            ])
        #expect(output.outputLines.allSatisfy { $0.count <= 40 })
    }
}
