public import ConbookCore
public import ConbookModuleKit

/// A command a kind of console scene takes, as the scene declares it: the words that name it,
/// its lines in `help`, and how it reads its arguments and acts on the scene.
///
/// The shapes several scenes share have helpers, so that their words, help and errors are written
/// once: `plain` (no arguments), `numbered` (`day N`), `select` (`select N`, or just `N`), `text`
/// (`search TEXT`) and `pageTurning` (`next`, `previous`, `page N`).
public struct ConsoleSceneCommand<SceneType: ConsoleScene>: Sendable {
    /// The scene's words (its own and the shared ones) in one language.
    public typealias Words = ConsoleWords<SceneType.Texts.Key>
    /// A key of the scene's own words, e.g. the explanation of one of its commands.
    public typealias Key = SceneType.Texts.Key
    /// Reads a line's arguments and acts on the scene, wording its errors in the language of the
    /// words it is given (the scene's); throws when the arguments are wrong or the scene cannot do
    /// it now.
    public typealias WordedAction =
        @MainActor @Sendable (SceneType, ConsoleCommandLine, Words) throws(ConsoleCommandError) -> Void
    /// The command's lines in `help`, in the language of the words given.
    public typealias Help = @Sendable (Words) -> [ConsoleCommandHelp]

    /// The words that name it, in lower case; `help` shows the first, e.g. `next` (or `more`).
    public let words: [String]
    private let wordedHelp: Help
    private let action: WordedAction

    /// Declares a command with its help in any language and an action that words its errors.
    public init(words: [String], help: @escaping Help, action: @escaping WordedAction) {
        self.words = words.map { $0.lowercased() }
        self.wordedHelp = help
        self.action = action
    }

    /// Its lines in `help` in the language of the words, one per form, e.g. `filter track NAME`
    /// and `filter none`.
    public func help(in texts: Words) -> [ConsoleCommandHelp] { wordedHelp(texts) }

    /// Whether a word (in any case) names the command.
    public func isNamed(_ word: String) -> Bool {
        words.contains(word.lowercased())
    }

    /// Carries out the command, as a line names it, on a scene; errors are worded in the language
    /// of the words (English unless given).
    @MainActor
    public func perform(
        on scene: SceneType, _ line: ConsoleCommandLine, texts: Words = SceneType.words(in: .english)
    ) throws(ConsoleCommandError) {
        try action(scene, line, texts)
    }
}

extension ConsoleSceneCommand {
    /// A command without arguments, e.g. `read`; anything after its word is refused. Other words
    /// for it (`more` for `next`) are named in its help.
    public static func plain(
        _ words: String..., explanation: Key,
        action: @escaping @MainActor @Sendable (SceneType) throws(ConsoleCommandError) -> Void
    ) -> Self {
        plain(words, explanation: { texts in texts(explanation) }, action: action)
    }

    /// A command without arguments whose explanation is worded from the words.
    private static func plain(
        _ words: [String], explanation: @escaping @Sendable (Words) -> String,
        action: @escaping @MainActor @Sendable (SceneType) throws(ConsoleCommandError) -> Void
    ) -> Self {
        Self(
            words: words,
            help: { texts in
                [ConsoleCommandHelp(usage: words[0], explanation: texts.explanation(explanation(texts), withAliasesOf: words))]
            }
        ) { scene, line, texts throws(ConsoleCommandError) in
            try line.expectNoArguments(texts: texts.shared)
            try action(scene)
        }
    }

    /// A command that takes a whole number, e.g. `open N`; the action refuses those that name
    /// nothing (`noSuchLink`, `noSuchItem`…), 0 and negative ones included.
    /// - Parameters:
    ///   - word: the command's word, e.g. `open`.
    ///   - explanation: its help text, in the scene's own words.
    ///   - expected: what the number is, for the error, e.g. `the number of a link`.
    ///   - action: what the command does to the scene with the number read.
    public static func numbered(
        _ word: String, explanation: Key, expected: ConsoleText,
        action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        numbered(word, explanation: { texts in texts(explanation) }, expected: expected, action: action)
    }

    /// A command that takes a whole number and is explained in the words the console shares, e.g.
    /// `day N` on the Schedule and the Timetable; otherwise as the one explained in the scene's own.
    public static func numbered(
        _ word: String, explanation: ConsoleText, expected: ConsoleText,
        action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        numbered(word, explanation: { texts in texts(explanation) }, expected: expected, action: action)
    }

    /// A command that takes a whole number explained, and its meaning said, in the scene's own
    /// words, e.g. `now N` on the What's on page (`a number of minutes, 1 to 1,440`).
    public static func numbered(
        _ word: String, explanation: Key, expected: Key,
        action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        numbered(word, explanation: { texts in texts(explanation) }, expected: { texts in texts(expected) }, action: action)
    }

    private static func numbered(
        _ word: String, explanation: @escaping @Sendable (Words) -> String, expected: ConsoleText,
        action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        numbered(word, explanation: explanation, expected: { texts in texts(expected) }, action: action)
    }

    private static func numbered(
        _ word: String, explanation: @escaping @Sendable (Words) -> String,
        expected: @escaping @Sendable (Words) -> String,
        action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        withArgument(
            word, "N", explanation: explanation,
            read: { line, texts throws(ConsoleCommandError) in
                try line.wholeNumber(expected: expected(texts))
            }, action: action)
    }

    /// `select N` (or just `N`): chooses the item numbered N on the scene.
    public static func select(
        explanation: Key, action: @escaping @MainActor @Sendable (SceneType, Int) throws(ConsoleCommandError) -> Void
    ) -> Self {
        numbered(
            "select", explanation: { texts in texts(.helpSelectAlias, ["explanation": texts(explanation)]) },
            expected: .expectedListedItem, action: action)
    }

    /// A command that takes the rest of the line as text, which may be empty, e.g. `search TEXT`.
    public static func text(
        _ word: String, argument: String, explanation: Key,
        action: @escaping @MainActor @Sendable (SceneType, String) throws(ConsoleCommandError) -> Void
    ) -> Self {
        withArgument(
            word, argument, explanation: { texts in texts(explanation) }, read: { line, _ in line.arguments }, action: action)
    }

    /// `next` (or `more`), `previous` (or `prev`) and `page N` over the pages of what the scene
    /// lists; each refuses, in words, a page that does not exist.
    /// - Parameters:
    ///   - what: what is paged, for the help, e.g. `the schedule` (in German in the genitive).
    ///   - pages: the page shown, counting from 0, and how many there are.
    ///   - turnTo: shows a page, counting from 0.
    public static func pageTurning(
        of what: Key,
        pages: @escaping @MainActor @Sendable (SceneType) throws(ConsoleCommandError) -> (index: Int, count: Int),
        turnTo: @escaping @MainActor @Sendable (SceneType, Int) -> Void
    ) -> [Self] {
        [
            plain(["next", "more"], explanation: { texts in texts(.helpNextPage, ["what": texts(what)]) }) {
                scene throws(ConsoleCommandError) in
                let (index, count) = try pages(scene)
                guard index + 1 < count else { throw .noNextPage(count: count) }
                turnTo(scene, index + 1)
            },
            plain(["previous", "prev"], explanation: { texts in texts(.helpPreviousPage, ["what": texts(what)]) }) {
                scene throws(ConsoleCommandError) in
                let (index, _) = try pages(scene)
                guard index > 0 else { throw .noPreviousPage }
                turnTo(scene, index - 1)
            },
            Self(
                words: ["page"],
                help: { texts in
                    [ConsoleCommandHelp(usage: "page N", explanation: texts(.helpPageN, ["what": texts(what)]))]
                }
            ) { scene, line, texts throws(ConsoleCommandError) in
                guard let number = Int(line.arguments) else {
                    throw .invalidArguments(command: line.word, expected: texts(.expectedPageNumber), example: "page 2")
                }
                let (_, count) = try pages(scene)
                guard number >= 1, number <= count else { throw .noSuchPage(number: number, count: count) }
                turnTo(scene, number - 1)
            },
        ]
    }

    /// A command written `word ARGUMENT`, whose argument `read` takes from the line.
    private static func withArgument<Argument>(
        _ word: String, _ argument: String, explanation: @escaping @Sendable (Words) -> String,
        read: @escaping @Sendable (ConsoleCommandLine, Words) throws(ConsoleCommandError) -> Argument,
        action: @escaping @MainActor @Sendable (SceneType, Argument) throws(ConsoleCommandError) -> Void
    ) -> Self {
        Self(
            words: [word],
            help: { texts in
                [ConsoleCommandHelp(usage: "\(word) \(argument)", explanation: explanation(texts))]
            }
        ) { scene, line, texts throws(ConsoleCommandError) in
            try action(scene, try read(line, texts))
        }
    }
}

extension ConsoleWords {
    /// The explanation followed by ` (`more` works too)` for a command with other words; as is otherwise.
    fileprivate func explanation(_ explanation: String, withAliasesOf words: [String]) -> String {
        let others = words.dropFirst().map { "`\($0)`" }
        guard !others.isEmpty else { return explanation }
        return self(
            .helpAliases,
            [
                "explanation": explanation, "words": DisplayText.list(others, in: moduleTexts), "count": "\(others.count)",
            ])
    }
}
