import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleKnowledgeScene` shows (the Knowledge page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleKnowledgeTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeKnowledge, knowledgeTitle, knowledgeHeading, knowledgeHintSearch, knowledgeHintGroups
        case helpKnowledgeSelect, helpKnowledgeSearch
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeKnowledge: "the Knowledge page",
            .knowledgeTitle: "Knowledge",
            .knowledgeHeading: "Knowledge: {heading}",
            .knowledgeHintSearch: "`search TEXT` searches every entry",
            .knowledgeHintGroups: "`search` alone lists the groups again",
            .helpKnowledgeSelect: "open the N-th listed group (its entry, when it has one) or entry found",
            .helpKnowledgeSearch: "search the entries' titles and texts; `search` alone lists the groups again",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeKnowledge: "der Wissensdatenbank-Seite",
            .knowledgeTitle: "Wissensdatenbank",
            .knowledgeHeading: "Wissensdatenbank: {heading}",
            .knowledgeHintSearch: "`search TEXT` durchsucht alle Einträge",
            .knowledgeHintGroups: "`search` allein listet wieder die Gruppen auf",
            .helpKnowledgeSelect:
                "öffnet die N-te Gruppe der Liste (bzw. ihren Eintrag, falls sie einen hat) oder den N-ten gefundenen Eintrag",
            .helpKnowledgeSearch: "durchsucht Titel und Texte der Einträge; `search` allein listet wieder die Gruppen auf",
        ])
}
