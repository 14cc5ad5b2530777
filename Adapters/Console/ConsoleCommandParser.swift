/// Reads one line of the command language. Words are case-insensitive; names and search text
/// keep what was typed.
public struct ConsoleCommandParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// Whether a line holds no command: blank, or a comment starting with `#`.
    public func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// The command on a line, or nil for a blank line or a comment.
    public func parse(_ line: String) throws(ConsoleCommandError) -> ConsoleCommand? {
        guard !isBlankOrComment(line) else { return nil }
        let (word, rest) = Self.firstWord(of: line.trimmingWhitespace)
        switch word.lowercased() {
        case "tab":
            guard !rest.isEmpty else {
                throw .invalidArguments(command: "tab", expected: "the name of a tab", example: "tab schedule")
            }
            return .tab(rest)
        case "back":
            try expectNoArguments(rest, command: "back")
            return .back
        case "help", "?":
            try expectNoArguments(rest, command: "help")
            return .help
        case "quit", "exit":
            try expectNoArguments(rest, command: "quit")
            return .quit
        case "select":
            return .scene(.select(try number(rest, command: "select", expected: "the number of a listed item")))
        case "favourite", "favorite":
            try expectNoArguments(rest, command: "favourite")
            return .scene(.toggleFavourite)
        case "search":
            return .scene(.search(rest))
        case "day":
            return .scene(.day(try number(rest, command: "day", expected: "the number of a day")))
        case "filter":
            return .scene(try filter(rest))
        case "next", "more":
            try expectNoArguments(rest, command: word.lowercased())
            return .scene(.nextPage)
        case "previous", "prev":
            try expectNoArguments(rest, command: word.lowercased())
            return .scene(.previousPage)
        case "page":
            guard let number = Int(rest) else {
                throw .invalidArguments(command: "page", expected: "the number of a page", example: "page 2")
            }
            return .scene(.page(number))
        case "read":
            try expectNoArguments(rest, command: "read")
            return .scene(.markAnnouncementsRead)
        case "refresh":
            try expectNoArguments(rest, command: "refresh")
            return .scene(.refresh)
        case "cancel":
            try expectNoArguments(rest, command: "cancel")
            return .scene(.cancel)
        default:
            if let number = Int(word), number > 0, rest.isEmpty {
                return .scene(.select(number))
            }
            throw .unknownCommand(word)
        }
    }

    private func filter(_ arguments: String) throws(ConsoleCommandError) -> ConsoleSceneCommand {
        let (kind, name) = Self.firstWord(of: arguments)
        switch kind.lowercased() {
        case "track":
            return .filterTrack(name.isEmpty ? nil : name)
        case "room":
            return .filterRoom(name.isEmpty ? nil : name)
        case "favourites", "favorites", "favourite", "favorite":
            try expectNoArguments(name, command: "filter favourites")
            return .toggleFavouritesOnly
        case "none", "off", "clear":
            try expectNoArguments(name, command: "filter none")
            return .clearFilters
        default:
            throw .invalidArguments(
                command: "filter", expected: "`track NAME`, `room NAME`, `favourites` or `none`",
                example: "filter track art")
        }
    }

    private func number(_ text: String, command: String, expected: String) throws(ConsoleCommandError) -> Int {
        guard let number = Int(text), number > 0 else {
            throw .invalidArguments(command: command, expected: expected, example: "\(command) 2")
        }
        return number
    }

    private func expectNoArguments(_ rest: String, command: String) throws(ConsoleCommandError) {
        guard rest.isEmpty else {
            throw .invalidArguments(command: command, expected: "nothing after it", example: command)
        }
    }

    private static func firstWord(of text: String) -> (word: String, rest: String) {
        guard let space = text.firstIndex(where: \.isWhitespace) else { return (text, "") }
        return (String(text[..<space]), String(text[space...]).trimmingWhitespace)
    }
}
