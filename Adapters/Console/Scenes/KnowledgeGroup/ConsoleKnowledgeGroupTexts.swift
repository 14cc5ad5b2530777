import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleKnowledgeGroupScene` shows (a knowledge group's page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleKnowledgeGroupTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeKnowledgeGroup, knowledgeGroupTitle, knowledgeGroupUnavailable, knowledgeGroupBack
        case helpKnowledgeGroupSelect
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeKnowledgeGroup: "a knowledge group's page",
            .knowledgeGroupTitle: "Knowledge group",
            .knowledgeGroupUnavailable: "Knowledge group unavailable",
            .knowledgeGroupBack: "`back` returns to the groups",
            .helpKnowledgeGroupSelect: "open the N-th entry of the group",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeKnowledgeGroup: "der Seite einer Gruppe",
            .knowledgeGroupTitle: "Gruppe",
            .knowledgeGroupUnavailable: "Gruppe nicht verfügbar",
            .knowledgeGroupBack: "`back` führt zurück zu den Gruppen",
            .helpKnowledgeGroupSelect: "öffnet den N-ten Eintrag der Gruppe",
        ])
}
