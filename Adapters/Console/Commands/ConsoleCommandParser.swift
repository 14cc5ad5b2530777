import ConbookDirector
public import ConbookModuleKit

/// Reads one line of the command language: the global commands (`tab`, `back`, `help`, `quit`,
/// `refresh`, a menu scene's word such as `about` or `settings`, and `open ADDRESS` with an
/// address, not a number); any other word is a command for the scenes, which declare their own. Words are
/// case-insensitive; names and search text keep what was typed.
public struct ConsoleCommandParser: Sendable {
    /// The language the parser's errors are worded in.
    let texts: TextCatalogue<ConsoleText>

    /// Creates a parser whose errors are worded in the language of the texts.
    public init(texts: TextCatalogue<ConsoleText> = ConsoleTexts.english) {
        self.texts = texts
    }

    /// The global commands' help in English; `tab`'s names the sections when they are given.
    public static func help(sectionTitles: [String] = []) -> [ConsoleCommandHelp] {
        help(sectionTitles: sectionTitles, texts: ConsoleTexts.english)
    }

    /// The global commands' help in the language of the texts; `tab`'s names the sections when
    /// they are given.
    public static func help(sectionTitles: [String] = [], texts: TextCatalogue<ConsoleText>) -> [ConsoleCommandHelp] {
        let tab =
            sectionTitles.isEmpty
            ? texts(.helpTab)
            : texts(.helpTabSections, ["sections": DisplayText.list(sectionTitles, in: texts.moduleTexts, alternatives: true)])
        return [
            ConsoleCommandHelp(usage: "tab NAME", explanation: tab),
            ConsoleCommandHelp(usage: "back", explanation: texts(.helpBack)),
            ConsoleCommandHelp(usage: "refresh", explanation: texts(.helpRefresh)),
            ConsoleCommandHelp(usage: "open ADDRESS", explanation: texts(.helpOpenAddress)),
        ] + MenuScene.allCases.map { ConsoleCommandHelp(usage: $0.consoleWord, explanation: texts($0.consoleExplanation)) } + [
            ConsoleCommandHelp(usage: "logout", explanation: texts(.helpLogout)),
            ConsoleCommandHelp(usage: "export [all] FILE", explanation: texts(.helpExport)),
            ConsoleCommandHelp(usage: "help", explanation: texts(.helpHelp)),
            ConsoleCommandHelp(usage: "quit", explanation: texts(.helpQuit)),
        ]
    }

    /// Whether a line holds no command: blank, or a comment starting with `#`.
    public func isBlankOrComment(_ line: String) -> Bool {
        ConsoleCommandLine(line) == nil
    }

    /// The command on a line, or nil for a blank line or a comment.
    public func parse(_ text: String) throws(ConsoleCommandError) -> ConsoleCommand? {
        guard let line = ConsoleCommandLine(text) else { return nil }
        if let scene = MenuScene(consoleWord: line.word) {
            try line.expectNoArguments(texts: texts)
            return .menu(scene)
        }
        switch line.word {
        case "tab":
            guard !line.arguments.isEmpty else {
                throw .invalidArguments(command: "tab", expected: texts(.expectedSectionName), example: "tab schedule")
            }
            return .tab(line.arguments)
        case "back":
            try line.expectNoArguments(texts: texts)
            return .back
        case "help", "?":
            try line.expectNoArguments(texts: texts)
            return .help
        case "quit", "exit":
            try line.expectNoArguments(texts: texts)
            return .quit
        case "refresh":
            try line.expectNoArguments(texts: texts)
            return .refresh
        case "logout":
            try line.expectNoArguments(texts: texts)
            return .logout
        case "export":
            return .export(try exportRequest(line))
        case "open" where line.arguments.contains(":"):
            return .openLink(line.arguments)
        default:
            return .scene(line)
        }
    }

    private func exportRequest(_ line: ConsoleCommandLine) throws(ConsoleCommandError) -> ConsoleExportRequest {
        let words = line.arguments.split(separator: " ", maxSplits: 1).map(String.init)
        let first = words.first?.lowercased()
        let selection: ConsoleExportRequest.Selection =
            switch first {
            case "all": .all
            // The filter is filled in from the Schedule page when the command runs.
            case "filter": .scheduleFilter(ConsoleScheduleFilter())
            default: .favourites
            }
        let path = selection == .favourites ? line.arguments : words.dropFirst().first ?? ""
        guard !path.isEmpty else {
            throw .invalidArguments(
                command: "export", expected: texts(.expectedExportFile),
                example: "export favourites.ics")
        }
        return ConsoleExportRequest(selection: selection, path: path)
    }
}
