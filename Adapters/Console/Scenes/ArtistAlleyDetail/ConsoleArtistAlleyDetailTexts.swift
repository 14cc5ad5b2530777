import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleArtistAlleyDetailScene` shows (a table's page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleArtistAlleyDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“).
    public enum Key: String, TextKey {
        case placeAlleyTable, alleyTableTitle, alleyTableUnavailable, alleyTablePicture, helpAlleyTableOpen
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeAlleyTable: "an artist alley table's page",
            .alleyTableTitle: "Artist alley table",
            .alleyTableUnavailable: "Table unavailable",
            .alleyTablePicture: "Picture",
            .helpAlleyTableOpen: "follow the table's N-th link (website, Telegram)",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeAlleyTable: "der Seite eines Tisches der Artist Alley",
            .alleyTableTitle: "Tisch der Artist Alley",
            .alleyTableUnavailable: "Tisch nicht verfügbar",
            .alleyTablePicture: "Bild",
            .helpAlleyTableOpen: "folgt dem N-ten Link des Tisches (Website, Telegram)",
        ])
}
