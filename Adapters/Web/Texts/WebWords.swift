public import ConbookCore
public import ConbookModuleKit

/// A web scene's words in one language: its own catalogue (beside the scene) and the words every
/// page shares (`WebText`), called alike: `texts(.loading)` reads the shared table,
/// `texts(.newsTitle)` the scene's own.
public struct WebWords<Key: TextKey>: Sendable {
    /// The scene's own texts.
    public let own: TextCatalogue<Key>
    /// The words every page may use.
    public let shared: TextCatalogue<WebText>

    /// The words of a scene's catalogues in a language.
    public init<Catalogues: TextCatalogues>(_ catalogues: Catalogues.Type, language: Language) where Catalogues.Key == Key {
        own = catalogues.catalogue(for: language)
        shared = WebTexts.catalogue(for: language)
    }

    /// The language of the words.
    public var language: Language { own.language }

    /// A text of the scene's own, its placeholders filled from `values`.
    public func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        own(key, values)
    }

    /// A shared text, its placeholders filled from `values`.
    public func callAsFunction(_ key: WebText, _ values: [String: String] = [:]) -> String {
        shared(key, values)
    }
}
