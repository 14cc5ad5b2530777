import ConbookCore
public import ConbookModuleKit

/// The words only `WebKnowledgeGroupScene` shows, one catalogue per language.
public enum WebKnowledgeGroupTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case knowledgeGroupTitle, knowledgeGroupUnavailable, knowledgeGroupBack
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .knowledgeGroupTitle: "Knowledge group",
            .knowledgeGroupUnavailable: "Knowledge group unavailable",
            .knowledgeGroupBack: "All groups of the knowledge base",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .knowledgeGroupTitle: "Gruppe",
            .knowledgeGroupUnavailable: "Gruppe nicht verfügbar",
            .knowledgeGroupBack: "Alle Gruppen der Wissensdatenbank",
        ])
}
