import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleKnowledgeDetailScene` shows (a knowledge entry's page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleKnowledgeDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeKnowledgeEntry, knowledgeEntryTitle, knowledgeEntryUnavailable, helpKnowledgeEntryOpen
        case knowledgeEntryInGroup, knowledgeEntryPictureNumber
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeKnowledgeEntry: "a knowledge entry's page",
            .knowledgeEntryTitle: "Knowledge entry",
            .knowledgeEntryUnavailable: "Knowledge entry unavailable",
            .helpKnowledgeEntryOpen: "follow the entry's N-th link",
            .knowledgeEntryInGroup: "In {group}",
            .knowledgeEntryPictureNumber: "Picture {number}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeKnowledgeEntry: "der Seite eines Eintrags",
            .knowledgeEntryTitle: "Eintrag",
            .knowledgeEntryUnavailable: "Eintrag nicht verfügbar",
            .helpKnowledgeEntryOpen: "folgt dem N-ten Link des Eintrags",
            .knowledgeEntryInGroup: "In {group}",
            .knowledgeEntryPictureNumber: "Bild {number}",
        ])
}
