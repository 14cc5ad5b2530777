import ConbookCore
public import ConbookModuleKit

/// The words only `WebTutorialScene` shows, one catalogue per language.
public enum WebTutorialTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case tutorialTitle, accept, decline
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .tutorialTitle: "Welcome",
            .accept: "Download it now",
            .decline: "Not now",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .tutorialTitle: "Willkommen",
            .accept: "Jetzt herunterladen",
            .decline: "Nicht jetzt",
        ])
}
