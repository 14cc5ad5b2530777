import ConbookCore
public import ConbookModuleKit

/// The KnowledgeGroup module's catalogues of texts, one per language.
public enum KnowledgeGroupTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<KnowledgeGroupText>(
        language: .english,
        templates: [
            .knowledgeGroupUnavailable: "This group is no longer in the knowledge base.",
            .knowledgeGroupEmpty: "This group has no entries yet.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<KnowledgeGroupText>(
        language: .german,
        templates: [
            .knowledgeGroupUnavailable: "Diese Gruppe ist nicht mehr in der Wissensdatenbank.",
            .knowledgeGroupEmpty: "Diese Gruppe hat noch keine Einträge.",
        ])
}
