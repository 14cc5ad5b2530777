public import ConbookCore

/// A scene of the menu: opened from anywhere, on top of the selected section, once the content
/// shows (what an app keeps in its "More" menu). Each is declared once, in `SceneFactory.scenes`,
/// with the word that names it, its argument, if any, and what it shows; a front end offers each
/// its own way (the console: a command named by the word).
public struct MenuScene: Hashable, Sendable {
    /// The word that names the scene, the same in every language, e.g. `about` or `free` (the
    /// console's command; a front end's address).
    public let word: String
    /// What the scene takes, if anything (e.g. the free time's shortest gap).
    public let argument: MenuArgument?
    private let summaryWords: @Sendable (Language) -> String
    /// Makes the scene's flow over the Director's routes, and says how to open its scene.
    let opening: @MainActor @Sendable (Routes) -> @MainActor (Int?) -> Void

    init(
        word: String, argument: MenuArgument? = nil, summary: @escaping @Sendable (Language) -> String,
        opening: @escaping @MainActor @Sendable (Routes) -> @MainActor (Int?) -> Void
    ) {
        self.word = word
        self.argument = argument
        summaryWords = summary
        self.opening = opening
    }

    /// What the scene shows, in a language, as words that follow "show" (e.g. `the version, the
    /// convention and its last sync…`), the module's own words; the argument, if any, is named as
    /// in a usage line (`N`).
    public func summary(in language: Language) -> String {
        summaryWords(language)
    }

    public static func == (lhs: MenuScene, rhs: MenuScene) -> Bool {
        lhs.word == rhs.word
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(word)
    }
}
