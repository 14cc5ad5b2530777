import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleNewsScene` shows (the News page), one catalogue per language; the scene
/// reads them together with the words the console shares (`ConsoleText`) through `ConsoleWords`.
public enum ConsoleNewsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeNews, newsTitle, helpNewsSelect, helpNewsRead
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeNews: "the News page",
            .newsTitle: "News",
            .helpNewsSelect: "open the N-th listed event or announcement (which marks it read)",
            .helpNewsRead: "mark the announcements shown as read",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeNews: "der Seite „Neuigkeiten“",
            .newsTitle: "Neuigkeiten",
            .helpNewsSelect: "öffnet die N-te Veranstaltung oder Ankündigung der Liste (eine Ankündigung gilt dann als gelesen)",
            .helpNewsRead: "markiert die angezeigten Ankündigungen als gelesen",
        ])
}
