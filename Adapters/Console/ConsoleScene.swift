public import ConbookModuleKit

/// A scene the console can show: it renders itself as text and carries out the commands it
/// supports. `ConsoleNavigator` shows only these.
@MainActor
public protocol ConsoleScene: Scene {
    /// The scene became visible; the first time (once its presenter is attached) it reports
    /// to its delegate that it loaded.
    func appear()
    /// The scene as lines of text, its heading first. Selectable items are numbered [1], [2], …
    func render() -> [String]
    /// Carries out a command.
    /// - Throws: `ConsoleCommandError.notAvailableHere` for commands the scene does not support.
    func perform(_ command: ConsoleSceneCommand) throws(ConsoleCommandError)
    /// Whether the scene waits for an outcome that will change it or replace it (the first
    /// download); the session waits too before it renders or reads the next command.
    var isAwaitingOutcome: Bool { get }
}

extension ConsoleScene {
    /// Most scenes show what they have at once.
    public var isAwaitingOutcome: Bool { false }
}
