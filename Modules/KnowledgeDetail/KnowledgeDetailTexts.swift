import ConbookCore
public import ConbookModuleKit

/// The KnowledgeDetail module's catalogues of texts, one per language.
public enum KnowledgeDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<KnowledgeDetailText>(
        language: .english,
        templates: [
            .knowledgeEntryUnavailable: "This entry is no longer in the knowledge base.",
            .knowledgeLink: "Link",
        ])

    /// The German texts.
    public static let german = TextCatalogue<KnowledgeDetailText>(
        language: .german,
        templates: [
            .knowledgeEntryUnavailable: "Dieser Eintrag ist nicht mehr in der Wissensdatenbank.",
            .knowledgeLink: "Link",
        ])
}
