import ConbookCore
public import ConbookModuleKit

/// The words only `WebChangesScene` shows, one catalogue per language.
public enum WebChangesTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case changesTitle, changesIntro
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .changesTitle: "Schedule changes",
            .changesIntro: "What changed in the last schedule update: new, cancelled and changed events, your favourites first.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .changesTitle: "Programmänderungen",
            .changesIntro:
                "Was sich in der letzten Programmaktualisierung geändert hat: neue, abgesagte und geänderte Veranstaltungen, deine Favoriten zuerst.",
        ])
}
