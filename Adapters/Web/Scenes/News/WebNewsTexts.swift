import ConbookCore
public import ConbookModuleKit

/// The words only `WebNewsScene` shows, one catalogue per language.
public enum WebNewsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case newsTitle, markAnnouncementsRead
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .newsTitle: "News",
            .markAnnouncementsRead: "Mark the announcements as read",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .newsTitle: "Neuigkeiten",
            .markAnnouncementsRead: "Ankündigungen als gelesen markieren",
        ])
}
