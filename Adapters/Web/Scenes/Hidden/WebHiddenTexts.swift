import ConbookCore
public import ConbookModuleKit

/// The words only `WebHiddenScene` shows, one catalogue per language.
public enum WebHiddenTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case hiddenTitle, hiddenIntro, showAgain, showAgainNamed, openNamed
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .hiddenTitle: "Hidden",
            .hiddenIntro: "Left out of the schedule, News, reminders and exports; a search still finds hidden events.",
            .showAgain: "Show again",
            .showAgainNamed: "Show again: {name}",
            .openNamed: "Open: {name}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .hiddenTitle: "Ausgeblendet",
            .hiddenIntro:
                "Fehlt im Programm, in den News, bei Erinnerungen und Exporten; die Suche findet ausgeblendete Veranstaltungen noch.",
            .showAgain: "Wieder einblenden",
            .showAgainNamed: "Wieder einblenden: {name}",
            .openNamed: "Öffnen: {name}",
        ])
}
