public import ConbookModuleKit

/// A scene the console can show: it renders itself as text and declares the commands it takes.
/// `ConsoleNavigator` shows only these.
@MainActor
public protocol ConsoleScene: Scene {
    /// Where a scene of this kind is, as words that follow "on", e.g. `the Schedule page` or
    /// `an event's page` (in German the dative after „auf“): for `help` and for errors that say
    /// where a command works.
    nonisolated static var place: ConsoleText { get }
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
    /// The texts the scene is worded in (its screen's language), for its rendering and errors.
    var texts: TextCatalogue<ConsoleText> { get }
}

extension ConsoleScene {
    /// Most scenes show what they have at once.
    public var isAwaitingOutcome: Bool { false }

    /// Whether a scene of this kind takes a command word (in any case).
    public nonisolated static func takes(_ word: String) -> Bool {
        commands.contains { $0.isNamed(word) }
    }

    /// The help of the commands a scene of this kind takes, in order, in English.
    public nonisolated static var commandHelp: [ConsoleCommandHelp] {
        commandHelp(in: ConsoleTexts.english)
    }

    /// The help of the commands a scene of this kind takes, but for those a word of which is taken
    /// elsewhere (by a scene above it), in order, in the language of the texts.
    public nonisolated static func commandHelp(
        in texts: TextCatalogue<ConsoleText>, takenElsewhere: (String) -> Bool = { _ in false }
    ) -> [ConsoleCommandHelp] {
        commands.filter { !$0.words.contains(where: takenElsewhere) }.flatMap { $0.help(in: texts) }
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
