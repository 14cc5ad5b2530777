import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleCollectThemAllScene` shows (the game's page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleCollectThemAllTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeGame, gameTitle, gameHandedOver, gameHint, backReturns, helpGameOpen, gameNotPlayable
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeGame: "the game's page",
            .gameTitle: "Collect them all",
            .gameHandedOver: "Handed to the system: the game opens in your browser.",
            .gameHint: "`open` opens the game in a browser · `back` returns",
            .backReturns: "`back` returns",
            .helpGameOpen: "open the game in a browser (its address is personal)",
            .gameNotPlayable: "The game cannot be played yet.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeGame: "der Seite des Spiels",
            .gameTitle: "Collect them all",
            .gameHandedOver: "An das System übergeben: Das Spiel öffnet sich in deinem Browser.",
            .gameHint: "`open` öffnet das Spiel im Browser · `back` führt zurück",
            .backReturns: "`back` führt zurück",
            .helpGameOpen: "öffnet das Spiel im Browser (seine Adresse ist persönlich)",
            .gameNotPlayable: "Das Spiel ist noch nicht spielbar.",
        ])
}
