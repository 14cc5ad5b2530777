public import ConbookModuleKit

/// Reads one line of the command language: the global commands (`ConsoleGlobalCommand.all`: `tab`,
/// `back`, `help`, `quit`, `refresh`, a menu scene's word such as `about` or `settings`, `open
/// ADDRESS` with an address, not a number, …); any other word is a command for the scenes, which
/// declare their own. Words are case-insensitive; names and search text keep what was typed.
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
        ConsoleGlobalCommand.all.map { $0.help(in: texts, sectionTitles: sectionTitles) }
    }

    /// Whether a line holds no command: blank, or a comment starting with `#`.
    public func isBlankOrComment(_ line: String) -> Bool {
        ConsoleCommandLine(line) == nil
    }

    /// The command on a line, or nil for a blank line or a comment.
    public func parse(_ text: String) throws(ConsoleCommandError) -> ConsoleCommand? {
        guard let line = ConsoleCommandLine(text) else { return nil }
        guard let command = ConsoleGlobalCommand.all.first(where: { $0.names(line) }) else { return .scene(line) }
        return try command.read(line, texts: texts)
    }
}
