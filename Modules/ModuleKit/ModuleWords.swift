public import ConbookCore

/// A module's words in one language: its own catalogue (the keys and tables in its folder) and the
/// words modules share (`ModuleText`: lists, change marks, links, the Core's errors), called alike:
/// `texts(.clashNote)` reads the shared table, `texts(.scheduleFilterRoom)` the Schedule module's own.
public struct ModuleWords<Key: TextKey>: Sendable {
    /// The module's own texts.
    public let own: TextCatalogue<Key>
    /// The words every module may use.
    public let shared: TextCatalogue<ModuleText>

    /// The words of a module's catalogues in a language.
    public init<Catalogues: TextCatalogues>(_ catalogues: Catalogues.Type, language: Language) where Catalogues.Key == Key {
        own = catalogues.catalogue(for: language)
        shared = ModuleTexts.catalogue(for: language)
    }

    /// The language of the words.
    public var language: Language { own.language }

    /// A text of the module's own, its placeholders filled from `values`.
    public func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        own(key, values)
    }

    /// A shared text, its placeholders filled from `values`.
    public func callAsFunction(_ key: ModuleText, _ values: [String: String] = [:]) -> String {
        shared(key, values)
    }
}
