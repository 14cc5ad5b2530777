import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleAboutScene` shows (the About page), one catalogue per language; the scene
/// reads them together with the words the console shares (`ConsoleText`) through `ConsoleWords`.
public enum ConsoleAboutTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeAbout, aboutTitle, aboutHolds, aboutSkippedTitle, aboutCredits
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeAbout: "the About page",
            .aboutTitle: "About",
            .aboutHolds: "Holds",
            .aboutSkippedTitle: "Left out of the source's data, and why (conbook check SOURCE reads it again)",
            .aboutCredits: "Data and credits",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeAbout: "der Seite „Über“",
            .aboutTitle: "Über",
            .aboutHolds: "Enthält",
            .aboutSkippedTitle: "Aus den Daten der Quelle ausgelassen, und warum (conbook check QUELLE liest sie erneut)",
            .aboutCredits: "Daten und Danksagungen",
        ])
}
