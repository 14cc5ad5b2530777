/// A command a kind of console scene takes, as the scene declares it: the words that name it,
/// its lines in `help`, and how it reads its arguments and acts on the scene.
///
/// The shapes several scenes share have helpers, so that their words, help and errors are written
/// once: `plain` (no arguments), `numbered` (`day N`), `select` (`select N`, or just `N`), `text`
/// (`search TEXT`) and `pageTurning` (`next`, `previous`, `page N`).
public struct ConsoleSceneCommand<SceneType>: Sendable {
    /// Reads a line's arguments and acts on the scene; throws when the arguments are wrong or the
    /// scene cannot do it now.
    public typealias Action = @MainActor @Sendable (SceneType, ConsoleCommandLine) throws(ConsoleCommandError) -> Void

    /// The words that name it, in lower case; `help` shows the first, e.g. `next` (or `more`).
    public let words: [String]
    /// Its lines in `help`, one per form, e.g. `filter track NAME` and `filter none`.
    public let help: [ConsoleCommandHelp]
    private let action: Action

    /// Declares a command.
    public init(words: [String], help: [ConsoleCommandHelp], action: @escaping Action) {
        self.words = words.map { $0.lowercased() }
        self.help = help
        self.action = action
    }

    /// Whether a word (in any case) names the command.
    public func isNamed(_ word: String) -> Bool {
        words.contains(word.lowercased())
    }

    /// Carries out the command, as a line names it, on a scene.
    @MainActor
    public func perform(on scene: SceneType, _ line: ConsoleCommandLine) throws(ConsoleCommandError) {
        try action(scene, line)
    }
}

extension ConsoleSceneCommand {
    /// A command without arguments, e.g. `read`; anything after its word is refused. Other words
    /// for it (`more` for `next`) are named in its help.
    public static func plain(
        _ words: String..., explanation: String,
        action: @escaping @MainActor @Sendable (SceneType) throws(ConsoleCommandError) -> Void
    ) -> Self {
        Self(words: words, help: [ConsoleCommandHelp(usage: words[0], explanation: explanation + aliasNote(words))]) {
            scene, line throws(ConsoleCommandError) in
            try line.expectNoArguments()
            try action(scene)
        }
    }

    /// A command that takes a whole number from 1, e.g. `day N`.
    /// - Parameter expected: what the number is, for the error, e.g. `the number of a day`.
    public static func numbered(
        _ word: String, explanation: String, expected: String,
        action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        withArgument(word, "N", explanation: explanation, read: { line throws(ConsoleCommandError) in
            try line.positiveNumber(expected: expected)
        }, action: action)
    }

    /// `select N` (or just `N`): chooses the item numbered N on the scene.
    public static func select(
        explanation: String, action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        numbered(
            "select", explanation: explanation + " (just `N` works too)", expected: "the number of a listed item",
            action: action)
    }

    /// A command that takes the rest of the line as text, which may be empty, e.g. `search TEXT`.
    public static func text(
        _ word: String, argument: String, explanation: String,
        action: @escaping @MainActor @Sendable (SceneType, String) throws(ConsoleCommandError) -> Void
    ) -> Self {
        withArgument(word, argument, explanation: explanation, read: { line in line.arguments }, action: action)
    }

    /// `next` (or `more`), `previous` (or `prev`) and `page N` over the pages of what the scene
    /// lists; each refuses, in words, a page that does not exist.
    /// - Parameters:
    ///   - what: what is paged, for the help, e.g. `events`.
    ///   - pages: the page shown, counting from 0, and how many there are.
    ///   - turnTo: shows a page, counting from 0.
    public static func pageTurning(
        of what: String,
        pages: @escaping @MainActor @Sendable (SceneType) throws(ConsoleCommandError) -> (index: Int, count: Int),
        turnTo: @escaping @MainActor @Sendable (SceneType, Int) -> Void
    ) -> [Self] {
        [
            plain("next", "more", explanation: "show the next page of \(what)") { scene throws(ConsoleCommandError) in
                let (index, count) = try pages(scene)
                guard index + 1 < count else { throw .noNextPage(count: count) }
                turnTo(scene, index + 1)
            },
            plain("previous", "prev", explanation: "show the previous page of \(what)") {
                scene throws(ConsoleCommandError) in
                let (index, _) = try pages(scene)
                guard index > 0 else { throw .noPreviousPage }
                turnTo(scene, index - 1)
            },
            Self(words: ["page"], help: [ConsoleCommandHelp(usage: "page N", explanation: "show the N-th page of \(what)")]) {
                scene, line throws(ConsoleCommandError) in
                guard let number = Int(line.arguments) else {
                    throw .invalidArguments(command: line.word, expected: "the number of a page", example: "page 2")
                }
                let (_, count) = try pages(scene)
                guard number >= 1, number <= count else { throw .noSuchPage(number: number, count: count) }
                turnTo(scene, number - 1)
            },
        ]
    }

    /// A command written `word ARGUMENT`, whose argument `read` takes from the line.
    private static func withArgument<Argument>(
        _ word: String, _ argument: String, explanation: String,
        read: @escaping @Sendable (ConsoleCommandLine) throws(ConsoleCommandError) -> Argument,
        action: @escaping @MainActor @Sendable (SceneType, Argument) throws(ConsoleCommandError) -> Void
    ) -> Self {
        Self(words: [word], help: [ConsoleCommandHelp(usage: "\(word) \(argument)", explanation: explanation)]) {
            scene, line throws(ConsoleCommandError) in
            try action(scene, try read(line))
        }
    }

    /// ` (`more` works too)` for a command with other words; nothing otherwise.
    private static func aliasNote(_ words: [String]) -> String {
        let others = words.dropFirst().map { "`\($0)`" }
        guard !others.isEmpty else { return "" }
        return " (\(others.joined(separator: " and ")) \(others.count == 1 ? "works" : "work") too)"
    }
}
