import ConbookCore
public import ConbookModuleKit

/// The words only `WebKnowledgeDetailScene` shows, one catalogue per language.
public enum WebKnowledgeDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case knowledgeEntryTitle, knowledgeEntryUnavailable, knowledgeEntryInGroup, knowledgeEntryPicture
        case knowledgeEntryPictureNumber, linksHeading, knowledgeBack
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .knowledgeEntryTitle: "Knowledge entry",
            .knowledgeEntryUnavailable: "Knowledge entry unavailable",
            .knowledgeEntryInGroup: "In {group}",
            .knowledgeEntryPicture: "The picture of “{title}”",
            .knowledgeEntryPictureNumber: "Picture {number} of “{title}”",
            .linksHeading: "Links",
            .knowledgeBack: "All groups of the knowledge base",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .knowledgeEntryTitle: "Eintrag",
            .knowledgeEntryUnavailable: "Eintrag nicht verfügbar",
            .knowledgeEntryInGroup: "In {group}",
            .knowledgeEntryPicture: "Das Bild zu „{title}“",
            .knowledgeEntryPictureNumber: "Bild {number} zu „{title}“",
            .linksHeading: "Links",
            .knowledgeBack: "Alle Gruppen der Wissensdatenbank",
        ])
}
