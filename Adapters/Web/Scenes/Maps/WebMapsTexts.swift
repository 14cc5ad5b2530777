import ConbookCore
public import ConbookModuleKit

/// The words only `WebMapsScene` shows, one catalogue per language; its title is the Maps module's
/// own (`MapsText.mapsSectionTitle`).
public enum WebMapsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case mapsPicture, mapsNoPicture
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .mapsPicture: "picture {size}",
            .mapsNoPicture: "no picture",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .mapsPicture: "Bild {size}",
            .mapsNoPicture: "kein Bild",
        ])
}
