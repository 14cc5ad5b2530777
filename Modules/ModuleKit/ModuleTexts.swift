public import ConbookCore

/// The modules' catalogues of texts, one per language.
public enum ModuleTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<ModuleText>(language: .english, templates: EnglishModuleTexts.templates)
    /// The German texts.
    public static let german = TextCatalogue<ModuleText>(language: .german, templates: GermanModuleTexts.templates)
}

extension Conbook {
    /// The modules' texts in the language the Core carries.
    public var texts: TextCatalogue<ModuleText> { ModuleTexts.catalogue(for: language) }
}
