import ConbookCore
public import ConbookModuleKit

/// The catalogues of the words the console shares (`ConsoleText`), one per language; each scene's
/// own are beside it (`ConsoleScheduleTexts`).
public enum ConsoleTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<ConsoleText>(language: .english, templates: EnglishConsoleTexts.templates)
    /// The German texts.
    public static let german = TextCatalogue<ConsoleText>(language: .german, templates: GermanConsoleTexts.templates)
}

extension TextCatalogue where Key == ConsoleText {
    /// The modules' texts in the same language, for the wording the console shares with them
    /// (lists of names, sizes in bytes).
    var moduleTexts: TextCatalogue<ModuleText> { ModuleTexts.catalogue(for: language) }
}
