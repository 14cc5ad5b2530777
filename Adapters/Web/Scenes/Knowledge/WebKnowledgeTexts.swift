import ConbookCore
public import ConbookModuleKit

/// The words only `WebKnowledgeScene` shows, one catalogue per language.
public enum WebKnowledgeTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case knowledgeTitle, knowledgeSearchLabel, knowledgeSearch, knowledgeShowGroups, knowledgeGroupsHeading
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .knowledgeTitle: "Knowledge",
            .knowledgeSearchLabel: "Search the entries’ titles and texts",
            .knowledgeSearch: "Search",
            .knowledgeShowGroups: "End the search: list the groups",
            .knowledgeGroupsHeading: "Groups",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .knowledgeTitle: "Wissensdatenbank",
            .knowledgeSearchLabel: "Titel und Texte der Einträge durchsuchen",
            .knowledgeSearch: "Suchen",
            .knowledgeShowGroups: "Suche beenden: Gruppen auflisten",
            .knowledgeGroupsHeading: "Gruppen",
        ])
}
