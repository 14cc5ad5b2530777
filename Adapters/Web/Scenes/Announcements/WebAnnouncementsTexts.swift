import ConbookCore
public import ConbookModuleKit

/// The words only `WebAnnouncementsScene` shows, one catalogue per language.
public enum WebAnnouncementsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case announcementsTitle, announcementsOpenHint
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .announcementsTitle: "Announcements",
            .announcementsOpenHint: "Opening an announcement marks it as read.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .announcementsTitle: "Ankündigungen",
            .announcementsOpenHint: "Eine geöffnete Ankündigung gilt als gelesen.",
        ])
}
