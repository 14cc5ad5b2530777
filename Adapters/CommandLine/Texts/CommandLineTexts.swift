import ConbookCore
public import ConbookModuleKit

/// The command line's catalogues of texts, one per language.
public enum CommandLineTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<CommandLineText>(language: .english, templates: EnglishCommandLineTexts.templates)
    /// The German texts.
    public static let german = TextCatalogue<CommandLineText>(language: .german, templates: GermanCommandLineTexts.templates)
}

extension TextCatalogue<CommandLineText> {
    /// `1 minute`, `15 minutes`.
    public func minutes(_ count: Int) -> String {
        self(.minuteCount, ["count": String(count)])
    }
}

extension Conbook {
    /// The command line's texts in the language the Core carries.
    var commandLineTexts: TextCatalogue<CommandLineText> { CommandLineTexts.catalogue(for: language) }
}
