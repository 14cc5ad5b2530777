import ConbookDirector
public import ConbookModuleKit

/// A command that works from anywhere, as the console declares it: the words that name it, its
/// line in `help`, and how a line naming it is read into a `ConsoleCommand`. The parser and both
/// helps (`help`, `conbook --help`) read the one list, `ConsoleGlobalCommand.all`.
public struct ConsoleGlobalCommand: Sendable {
    /// Reads a line naming the command, wording errors in the language of the texts.
    typealias Reading = @Sendable (ConsoleCommandLine, TextCatalogue<ConsoleText>) throws(ConsoleCommandError) -> ConsoleCommand

    /// The words that name it, in lower case; `help` shows the first.
    public let words: [String]
    /// How it is written in `help`, e.g. `export [all] FILE`.
    public let usage: String
    private let explanation: @Sendable (TextCatalogue<ConsoleText>, [String]) -> String
    private let reading: Reading

    init(
        _ words: [String], usage: String? = nil,
        explanation: @escaping @Sendable (TextCatalogue<ConsoleText>, [String]) -> String, reading: @escaping Reading
    ) {
        self.words = words
        self.usage = usage ?? words[0]
        self.explanation = explanation
        self.reading = reading
    }

    /// A command without arguments, read as one value.
    static func plain(_ words: String..., explanation: ConsoleText, command: ConsoleCommand) -> Self {
        Self(words, explanation: { texts, _ in texts(explanation) }) { line, texts throws(ConsoleCommandError) in
            try line.expectNoArguments(texts: texts)
            return command
        }
    }

    /// Its line in `help`, in the language of the texts; `sectionTitles` are the sections shown, if any.
    public func help(in texts: TextCatalogue<ConsoleText>, sectionTitles: [String] = []) -> ConsoleCommandHelp {
        ConsoleCommandHelp(usage: usage, explanation: explanation(texts, sectionTitles))
    }

    /// Whether a line names the command; `open` names it only with an address (`open N` is a scene's).
    func names(_ line: ConsoleCommandLine) -> Bool {
        words.contains(line.word) && (line.word != "open" || line.arguments.contains(":"))
    }

    /// The command a line naming it says.
    func read(_ line: ConsoleCommandLine, texts: TextCatalogue<ConsoleText>) throws(ConsoleCommandError) -> ConsoleCommand {
        try reading(line, texts)
    }
}

extension ConsoleGlobalCommand {
    /// Every global command, in the order `help` lists them.
    public static let all: [ConsoleGlobalCommand] =
        [
            Self(["tab"], usage: "tab NAME", explanation: tabExplanation) { line, texts throws(ConsoleCommandError) in
                guard !line.arguments.isEmpty else {
                    throw .invalidArguments(command: "tab", expected: texts(.expectedSectionName), example: "tab schedule")
                }
                return .tab(line.arguments)
            },
            .plain("back", explanation: .helpBack, command: .back),
            .plain("refresh", explanation: .helpRefresh, command: .refresh),
            Self(["open"], usage: "open ADDRESS", explanation: { texts, _ in texts(.helpOpenAddress) }) { line, _ in
                .openLink(line.arguments)
            },
        ]
        + ConsoleSceneFactory.menuScenes.map(menu)
        + [
            .plain("logout", explanation: .helpLogout, command: .logout),
            .plain("calendar-feed", explanation: .helpCalendarFeed, command: .calendarFeed),
            Self(["export"], usage: "export [all] FILE", explanation: { texts, _ in texts(.helpExport) }) {
                line, texts throws(ConsoleCommandError) in .export(try ConsoleExportRequest(line, texts: texts))
            },
            .plain("help", "?", explanation: .helpHelp, command: .help),
            .plain("quit", "exit", explanation: .helpQuit, command: .quit),
        ]

    /// A menu scene's command, read from its declaration: its word, with its argument, if it takes
    /// one (`free [N]`), and `show` followed by what it shows.
    private static func menu(_ scene: MenuScene) -> Self {
        let usage = scene.argument.map { "\(scene.word) [\($0.name)]" } ?? scene.word
        let explanation: @Sendable (TextCatalogue<ConsoleText>, [String]) -> String = { texts, _ in
            texts(.helpShowMenuScene, ["summary": scene.summary(in: texts.language)])
        }
        return Self([scene.word], usage: usage, explanation: explanation) { line, texts throws(ConsoleCommandError) in
            guard let argument = scene.argument, !line.arguments.isEmpty else {
                try line.expectNoArguments(texts: texts)
                return .menu(scene, argument: nil)
            }
            let expected = argument.meaning(in: texts.language)
            let value = try line.wholeNumber(expected: expected)
            guard argument.accepts(value) else {
                throw .invalidArguments(command: scene.word, expected: expected, example: "\(scene.word) \(argument.example)")
            }
            return .menu(scene, argument: value)
        }
    }

    /// `tab`'s explanation names the sections when they are shown.
    private static func tabExplanation(_ texts: TextCatalogue<ConsoleText>, _ sectionTitles: [String]) -> String {
        guard !sectionTitles.isEmpty else { return texts(.helpTab) }
        return texts(.helpTabSections, ["sections": DisplayText.list(sectionTitles, in: texts.moduleTexts, alternatives: true)])
    }
}
