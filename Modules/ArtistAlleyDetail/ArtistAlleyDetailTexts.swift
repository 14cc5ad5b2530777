import ConbookCore
public import ConbookModuleKit

/// The ArtistAlleyDetail module's catalogues of texts, one per language.
public enum ArtistAlleyDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<ArtistAlleyDetailText>(
        language: .english,
        templates: [
            .alleyTableUnavailable: "This table is no longer in the artist alley.",
            .alleyTableNumber: "Table {table}",
            .alleyWebsite: "Website",
        ])

    /// The German texts.
    public static let german = TextCatalogue<ArtistAlleyDetailText>(
        language: .german,
        templates: [
            .alleyTableUnavailable: "Dieser Tisch ist nicht mehr in der Artist Alley.",
            .alleyTableNumber: "Tisch {table}",
            .alleyWebsite: "Website",
        ])
}
