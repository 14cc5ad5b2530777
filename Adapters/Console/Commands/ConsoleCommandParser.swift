import ConbookDirector
import ConbookModuleKit

/// Reads one line of the command language: the global commands (`tab`, `back`, `help`, `quit`,
/// `refresh`, a menu scene's word such as `about` or `settings`, and `open ADDRESS` with an
/// address, not a number); any other word is a command for the scenes, which declare their own. Words are
/// case-insensitive; names and search text keep what was typed.
public struct ConsoleCommandParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// The global commands' help; `tab`'s names the sections when they are given.
    public static func help(sectionTitles: [String] = []) -> [ConsoleCommandHelp] {
        let sections = sectionTitles.isEmpty ? "a section" : "a section: " + DisplayText.list(sectionTitles, conjunction: "or")
        return [
            ConsoleCommandHelp(usage: "tab NAME", explanation: "switch to \(sections) (a prefix of its name will do)"),
            ConsoleCommandHelp(usage: "back", explanation: "return to the previous page, along the path taken (to the section shown before, too)"),
            ConsoleCommandHelp(usage: "refresh", explanation: "fetch fresh data, from anywhere"),
            ConsoleCommandHelp(
                usage: "open ADDRESS",
                explanation: "follow a link from anywhere: the web address of an event, a dealer or a knowledge entry opens it; another opens as a web page"),
        ] + MenuScene.allCases.map { ConsoleCommandHelp(usage: $0.consoleWord, explanation: $0.consoleExplanation) } + [
            ConsoleCommandHelp(usage: "logout", explanation: "log out: forget your login and your messages here"),
            ConsoleCommandHelp(
                usage: "export [all] FILE",
                explanation: "write your favourites (with `all`, every event) to an iCalendar file for your calendar app; `export filter FILE` on the Schedule page writes the events its filters let through, every day"),
            ConsoleCommandHelp(usage: "help", explanation: "list the commands that work where you are"),
            ConsoleCommandHelp(usage: "quit", explanation: "end the session (so does the end of the input)"),
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
            try line.expectNoArguments()
            return .menu(scene)
        }
        switch line.word {
        case "tab":
            guard !line.arguments.isEmpty else {
                throw .invalidArguments(command: "tab", expected: "the name of a section", example: "tab schedule")
            }
            return .tab(line.arguments)
        case "back":
            try line.expectNoArguments()
            return .back
        case "help", "?":
            try line.expectNoArguments()
            return .help
        case "quit", "exit":
            try line.expectNoArguments()
            return .quit
        case "refresh":
            try line.expectNoArguments()
            return .refresh
        case "logout":
            try line.expectNoArguments()
            return .logout
        case "export":
            return .export(try Self.exportRequest(line))
        case "open" where line.arguments.contains(":"):
            return .openLink(line.arguments)
        default:
            return .scene(line)
        }
    }

    private static func exportRequest(_ line: ConsoleCommandLine) throws(ConsoleCommandError) -> ConsoleExportRequest {
        let words = line.arguments.split(separator: " ", maxSplits: 1).map(String.init)
        let first = words.first?.lowercased()
        let selection: ConsoleExportRequest.Selection = switch first {
        case "all": .all
        // The filter is filled in from the Schedule page when the command runs.
        case "filter": .scheduleFilter(ConsoleScheduleFilter())
        default: .favourites
        }
        let path = selection == .favourites ? line.arguments : words.dropFirst().first ?? ""
        guard !path.isEmpty else {
            throw .invalidArguments(
                command: "export", expected: "the file to write (after `all` for every event, `filter` for the Schedule's filters)",
                example: "export favourites.ics")
        }
        return ConsoleExportRequest(selection: selection, path: path)
    }
}
