import ConbookCore
public import ConbookModuleKit

/// The Maps module's catalogues of texts, one per language.
public enum MapsTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<MapsText>(
        language: .english,
        templates: [
            .mapsSectionTitle: "Maps",
            .mapsEmpty: "The convention has no maps.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<MapsText>(
        language: .german,
        templates: [
            .mapsSectionTitle: "Karten",
            .mapsEmpty: "Die Convention hat keine Karten.",
        ])
}
