import ConbookCore
public import ConbookModuleKit

/// The words only `WebCollectThemAllScene` shows, one catalogue per language.
public enum WebCollectThemAllTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case gameTitle, openGame, gameNotPlayable
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .gameTitle: "Collect them all",
            .openGame: "Play the game on the convention's site (the link is personal to you)",
            .gameNotPlayable: "The game cannot be played yet.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .gameTitle: "Collect them all",
            .openGame: "Das Spiel auf der Website der Convention spielen (der Link ist persönlich für dich)",
            .gameNotPlayable: "Das Spiel ist noch nicht spielbar.",
        ])
}
