public import ConbookCore
public import ConbookModuleKit

/// A console scene's words in one language: its own catalogue (the keys and tables beside the
/// scene) and the words the console shares (`ConsoleText`: help, errors, links, pictures, lists),
/// called alike: `texts(.loading)` reads the shared table, `texts(.scheduleTitle)` the scene's own.
public struct ConsoleWords<Key: TextKey>: Sendable {
    /// The scene's own texts.
    public let own: TextCatalogue<Key>
    /// The words every console scene may use.
    public let shared: TextCatalogue<ConsoleText>

    /// The words of a scene's catalogues in a language.
    public init<Catalogues: TextCatalogues>(_ catalogues: Catalogues.Type, language: Language) where Catalogues.Key == Key {
        own = catalogues.catalogue(for: language)
        shared = ConsoleTexts.catalogue(for: language)
    }

    /// The language of the words.
    public var language: Language { own.language }

    /// The modules' texts in the same language, for the wording the console shares with them
    /// (lists of names, sizes in bytes).
    public var moduleTexts: TextCatalogue<ModuleText> { shared.moduleTexts }

    /// A text of the scene's own, its placeholders filled from `values`.
    public func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        own(key, values)
    }

    /// A shared text, its placeholders filled from `values`.
    public func callAsFunction(_ key: ConsoleText, _ values: [String: String] = [:]) -> String {
        shared(key, values)
    }
}
