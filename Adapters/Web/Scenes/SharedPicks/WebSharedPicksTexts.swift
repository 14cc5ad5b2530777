import ConbookCore
public import ConbookModuleKit

/// The words only `WebSharedPicksScene` shows, one catalogue per language.
public enum WebSharedPicksTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case sharedPicksTitle, sharedPicksEventsHeading, sharedPicksAddAll, sharedPicksAdd, sharedPicksRemove
        case sharedPicksKeepHeading, sharedPicksKeepExplanation, sharedPicksKeepName, sharedPicksKeep
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .sharedPicksTitle: "Shared picks",
            .sharedPicksEventsHeading: "Events",
            .sharedPicksAddAll: "Make every listed event a favourite",
            .sharedPicksAdd: "Make it a favourite",
            .sharedPicksRemove: "Unmark it as a favourite",
            .sharedPicksKeepHeading: "Keep as a friend's list",
            .sharedPicksKeepExplanation:
                "Instead of taking the picks over, keep them under a name: the schedule then shows who else goes.",
            .sharedPicksKeepName: "Name of the list",
            .sharedPicksKeep: "Keep the picks",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .sharedPicksTitle: "Geteilte Auswahl",
            .sharedPicksEventsHeading: "Veranstaltungen",
            .sharedPicksAddAll: "Jede aufgeführte Veranstaltung zum Favoriten machen",
            .sharedPicksAdd: "Zum Favoriten machen",
            .sharedPicksRemove: "Aus den Favoriten nehmen",
            .sharedPicksKeepHeading: "Als Liste von Freunden behalten",
            .sharedPicksKeepExplanation:
                "Statt die Auswahl zu übernehmen, behalte sie unter einem Namen: Das Programm zeigt dann, wer noch hingeht.",
            .sharedPicksKeepName: "Name der Liste",
            .sharedPicksKeep: "Auswahl behalten",
        ])
}
