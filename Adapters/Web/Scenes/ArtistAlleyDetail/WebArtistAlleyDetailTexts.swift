import ConbookCore
public import ConbookModuleKit

/// The words only `WebArtistAlleyDetailScene` shows, one catalogue per language.
public enum WebArtistAlleyDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case alleyTableTitle, alleyTableUnavailable, wholeAlley, alleyTablePicture, alleyTableLinks
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .alleyTableTitle: "Artist alley table",
            .alleyTableUnavailable: "Table unavailable",
            .wholeAlley: "The whole artist alley",
            .alleyTablePicture: "{name}'s table or art",
            .alleyTableLinks: "Links",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .alleyTableTitle: "Tisch der Artist Alley",
            .alleyTableUnavailable: "Tisch nicht verfügbar",
            .wholeAlley: "Die ganze Artist Alley",
            .alleyTablePicture: "Tisch oder Kunst von {name}",
            .alleyTableLinks: "Links",
        ])
}
