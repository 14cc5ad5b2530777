public import ConbookModuleKit

/// One line of the command language, read: its first word in lower case and the rest as typed.
/// A bare whole number `N` reads as `select N`.
public struct ConsoleCommandLine: Hashable, Sendable {
    /// The command's word, in lower case, e.g. `filter`.
    public let word: String
    /// The command's word as typed, e.g. `Filter`, for messages that quote what was typed.
    public let typedWord: String
    /// What follows the word, trimmed, as typed, e.g. `track Art Show`; empty when nothing does.
    public let arguments: String

    /// Creates a line from its parts.
    public init(word: String, arguments: String = "") {
        self.word = word.lowercased()
        self.typedWord = word
        self.arguments = arguments
    }

    /// The command on a line of text; nil for a blank line or a comment (starting with `#`).
    public init?(_ text: String) {
        let trimmed = DisplayText.trimmed(text)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let (word, rest) = Self.firstWord(of: trimmed)
        if Int(word) != nil, rest.isEmpty {
            self.init(word: "select", arguments: word)
        } else {
            self.init(word: word, arguments: rest)
        }
    }

    /// The arguments as a line of their own: the first of them is the word, e.g. `track` of
    /// `filter track Art Show`, and the command's word comes before it in messages (`filter track`).
    public var subcommand: ConsoleCommandLine {
        let (word, rest) = Self.firstWord(of: arguments)
        return ConsoleCommandLine(word: "\(self.word) \(word.lowercased())", arguments: rest)
    }

    /// Refuses arguments.
    /// - Parameter texts: the language the error is worded in.
    /// - Throws: `ConsoleCommandError.invalidArguments` when anything follows the word.
    public func expectNoArguments(texts: TextCatalogue<ConsoleText> = ConsoleTexts.english) throws(ConsoleCommandError) {
        guard arguments.isEmpty else {
            throw .invalidArguments(command: word, expected: texts(.expectedNothing), example: word)
        }
    }

    /// The arguments as a whole number (0 and negative ones too: whoever takes it says which
    /// numbers there are, e.g. `There is no day 0; choose a number from 1 to 6.`).
    /// - Parameter expected: what the number is, for the error, e.g. `the number of a day`.
    /// - Throws: `ConsoleCommandError.invalidArguments` for anything else.
    public func wholeNumber(expected: String) throws(ConsoleCommandError) -> Int {
        guard let number = Int(arguments) else {
            throw .invalidArguments(command: word, expected: expected, example: "\(word) 2")
        }
        return number
    }

    /// Lines are the same command when their words (in any case) and arguments are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.word == rhs.word && lhs.arguments == rhs.arguments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(word)
        hasher.combine(arguments)
    }

    private static func firstWord(of text: String) -> (word: String, rest: String) {
        guard let space = text.firstIndex(where: \.isWhitespace) else { return (text, "") }
        return (String(text[..<space]), DisplayText.trimmed(text[space...]))
    }
}
