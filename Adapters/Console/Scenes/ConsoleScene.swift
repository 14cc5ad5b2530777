public import ConbookCore
public import ConbookModuleKit

/// A scene the console can show: it renders itself as text and declares the commands it takes.
/// `ConsoleNavigator` shows only these.
@MainActor
public protocol ConsoleScene: Scene {
    /// The scene's own catalogues of words, one per language (the file beside the scene), read
    /// together with the words the console shares through `ConsoleWords`.
    associatedtype Texts: TextCatalogues
    /// Where a scene of this kind is, as words that follow "on", e.g. `the Schedule page` or
    /// `an event's page` (in German the dative after „auf“): for `help` and for errors that say
    /// where a command works.
    nonisolated static var place: Texts.Key { get }
    /// The commands a scene of this kind takes, in the order `help` lists them.
    nonisolated static var commands: [ConsoleSceneCommand<Self>] { get }
    /// The scene became visible; the first time (once its presenter is attached) it reports
    /// to its delegate that it loaded.
    func appear()
    /// The scene as lines of text, its heading first. Selectable items are numbered [1], [2], …
    func render() -> [String]
    /// Whether the scene waits for an outcome that will change it or replace it (the first
    /// download); the session waits too before it renders or reads the next command.
    var isAwaitingOutcome: Bool { get }
    /// The words the scene is worded in (its screen's language), for its rendering and errors.
    var texts: ConsoleWords<Texts.Key> { get }
}

extension ConsoleScene {
    /// The words of a scene of this kind: its own and the shared ones.
    public typealias Words = ConsoleWords<Texts.Key>

    /// Most scenes show what they have at once.
    public var isAwaitingOutcome: Bool { false }

    /// The language the scene is worded in.
    public var language: Language { texts.language }

    /// The console's words for what a person can do, the commands that do it
    /// (`ActionWording.console(in:)`), for the module texts the scene shows.
    /// - Parameter language: the language of the module's words.
    public func actionWording(in language: Language) -> ActionWording {
        .console(in: language)
    }

    /// The words of a scene of this kind in a language.
    public nonisolated static func words(in language: Language) -> Words {
        ConsoleWords(Texts.self, language: language)
    }

    /// Where a scene of this kind is (`place`) in a language, e.g. `the Schedule page`.
    public nonisolated static func placeText(in language: Language) -> String {
        Self.words(in: language)(place)
    }

    /// Where the languages of the scene's own catalogues differ (a key without a text in one of
    /// them, placeholders that differ); empty when they agree, as a test expects of every scene.
    public nonisolated static var languageDifferences: [String] { Texts.languageDifferences }

    /// Whether a scene of this kind takes a command word (in any case).
    public nonisolated static func takes(_ word: String) -> Bool {
        commands.contains { $0.isNamed(word) }
    }

    /// The help of the commands a scene of this kind takes, in order, in English.
    public nonisolated static var commandHelp: [ConsoleCommandHelp] {
        commandHelp(in: .english)
    }

    /// The help of the commands a scene of this kind takes, but for those a word of which is taken
    /// elsewhere (by a scene above it), in order, in a language.
    public nonisolated static func commandHelp(
        in language: Language, takenElsewhere: (String) -> Bool = { _ in false }
    ) -> [ConsoleCommandHelp] {
        let words = Self.words(in: language)
        return commands.filter { !$0.words.contains(where: takenElsewhere) }.flatMap { $0.help(in: words) }
    }

    /// Whether the scene takes a command word (in any case).
    public func takes(_ word: String) -> Bool {
        Self.takes(word)
    }

    /// Carries out a command line.
    /// - Throws: `ConsoleCommandError.notAvailableHere` when the scene does not take it;
    ///   otherwise what the command throws (wrong arguments, an item that does not exist, …).
    public func perform(_ line: ConsoleCommandLine) throws(ConsoleCommandError) {
        guard let command = Self.commands.first(where: { $0.isNamed(line.word) }) else {
            throw .notAvailableHere(command: line.word)
        }
        try command.perform(on: self, line, texts: texts)
    }

    /// Carries out a command typed as text, e.g. `filter track art`; a blank line does nothing.
    public func perform(_ text: String) throws(ConsoleCommandError) {
        guard let line = ConsoleCommandLine(text) else { return }
        try perform(line)
    }
}
