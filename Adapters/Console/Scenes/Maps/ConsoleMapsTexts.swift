import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleMapsScene` shows (the Maps page), one catalogue per language; the scene
/// reads them together with the words the console shares (`ConsoleText`) through `ConsoleWords`.
public enum ConsoleMapsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeMaps, mapsTitle, mapsPicture, mapsNoPicture, helpMapsSelect
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeMaps: "the Maps page",
            .mapsTitle: "Maps",
            .mapsPicture: "picture {size}",
            .mapsNoPicture: "no picture",
            .helpMapsSelect: "open the N-th listed map",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeMaps: "der Kartenseite",
            .mapsTitle: "Karten",
            .mapsPicture: "Bild {size}",
            .mapsNoPicture: "kein Bild",
            .helpMapsSelect: "öffnet die N-te Karte der Liste",
        ])
}
