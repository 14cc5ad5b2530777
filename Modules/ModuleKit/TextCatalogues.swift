public import ConbookCore

/// A layer's catalogues of texts, one per language (the modules', the console's, the command
/// line's): a new language is a case of `Language` and a catalogue here in every layer.
public protocol TextCatalogues {
    /// The keys of the layer's texts.
    associatedtype Key: TextKey
    /// The English texts.
    static var english: TextCatalogue<Key> { get }
    /// The German texts.
    static var german: TextCatalogue<Key> { get }
}

extension TextCatalogues {
    /// Where the languages' catalogues differ (a key without a text in one of them, placeholders
    /// that differ); empty when they agree, as a test of each layer and module expects.
    public static var languageDifferences: [String] {
        TextCatalogue.differences(english, german)
    }

    /// The catalogue of a language.
    public static func catalogue(for language: Language) -> TextCatalogue<Key> {
        switch language {
        case .english: english
        case .german: german
        }
    }
}
