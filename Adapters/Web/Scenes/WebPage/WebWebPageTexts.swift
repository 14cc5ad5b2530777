import ConbookCore
public import ConbookModuleKit

/// The words only `WebWebPageScene` shows, one catalogue per language.
public enum WebWebPageTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case webPageTitle, webPageNotOpened
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .webPageTitle: "Link",
            .webPageNotOpened: "This address cannot be opened from a page; copy it to open it yourself.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .webPageTitle: "Link",
            .webPageNotOpened: "Diese Adresse lässt sich nicht aus einer Seite öffnen; kopiere sie, um sie selbst zu öffnen.",
        ])
}
