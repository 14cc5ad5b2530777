import ConbookCore
public import ConbookModuleKit

/// The words only `WebAboutScene` shows, one catalogue per language.
public enum WebAboutTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case aboutTitle, aboutHolds, aboutSkippedTitle, aboutCredits
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .aboutTitle: "About",
            .aboutHolds: "Holds",
            .aboutSkippedTitle: "Left out of the source's data, and why (conbook check SOURCE reads it again)",
            .aboutCredits: "Data and credits",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .aboutTitle: "Über",
            .aboutHolds: "Enthält",
            .aboutSkippedTitle: "Aus den Daten der Quelle ausgelassen, und warum (conbook check QUELLE liest sie erneut)",
            .aboutCredits: "Daten und Danksagungen",
        ])
}
