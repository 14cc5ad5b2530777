import ConbookConsole
import ConbookCore
import ConbookDirector
import ConbookTesting
import Foundation

/// The whole console app over the test kit's Core: the real Director and presenters with
/// console scenes, a navigator and a session whose output is captured.
@MainActor
final class ConsoleAppHarness {
    let core: ConbookTestContext
    let output = CapturingConsoleOutput()
    let navigator: ConsoleNavigator
    private let director: Director
    private let session: ConsoleSession

    convenience init(
        core: ConbookTestContext, mode: ConsoleSession.Mode = .scripted, installation: (any InstallationFacts)? = nil
    ) {
        self.init(core: core, conbook: core.conbook, mode: mode, installation: installation)
    }

    private init(core: ConbookTestContext, conbook: Conbook, mode: ConsoleSession.Mode, installation: (any InstallationFacts)?) {
        self.core = core
        navigator = ConsoleNavigator(conbook: conbook)
        let screen = output.makeScreen(language: conbook.language)
        let director = Director(
            conbook: conbook, sceneFactory: ConsoleSceneFactory(screen: screen), session: navigator.session,
            installation: installation)
        self.director = director
        session = ConsoleSession(
            navigator: navigator, screen: screen, mode: mode, settle: navigator.session.settled,
            refresh: { conbook.refreshConvention.startRefresh() },
            actions: .wired(to: director, conbook: conbook))
    }

    /// Starts the Director (opening a friend's picks on top, when given) and runs the commands;
    /// returns how the session went.
    func run(_ commands: [String], openingPicks picks: SharedPicks? = nil) async -> ConsoleSessionOutcome {
        director.start()
        if let picks { director.showSharedPicks(picks) }
        return await session.run(ScriptLineSource(lines: commands))
    }

    /// Every section's root scene, in order (selecting each section in turn, as `tab NAME` does).
    func sectionRoots() -> [any ConsoleScene] {
        navigator.sectionTitles.compactMap { title in
            try? navigator.selectSection(named: title)
            return navigator.visibleStack.first
        }
    }

    /// What was shown after the last echo of a command (`> command`), up to the next echo.
    /// What a command showed without the section bar above the scene (one line or two).
    func scene(after command: String) -> [String] {
        Array(screen(after: command).drop(while: Self.isSectionBarLine))
    }

    /// Whether a line names sections only, e.g. `News | [Schedule] | Changes |`.
    static func isSectionBarLine(_ line: String) -> Bool {
        let names = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let sections: Set<String> = [
            "News", "Announcements", "Schedule", "Changes", "Hidden", "People", "Dealers", "Maps", "Knowledge", "Messages",
            "Lost & Found",
            "Artist Alley",
        ]
        return !names.isEmpty
            && names.allSatisfy { sections.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))) }
    }

    func screen(after command: String) -> [String] {
        let lines = output.outputLines
        guard let echo = lines.lastIndex(of: "> \(command)") else { return [] }
        let rest = lines[(echo + 1)...]
        let end = rest.firstIndex { $0.hasPrefix("> ") } ?? rest.endIndex
        return Array(rest[..<end])
    }
}
