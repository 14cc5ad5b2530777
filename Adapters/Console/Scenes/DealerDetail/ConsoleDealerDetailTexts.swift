import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleDealerDetailScene` shows (a dealer's page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleDealerDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeDealer, dealerTitle, dealerUnavailable, helpDealerMap, mapWhatDealerTable, helpDealerOpen
        case dealerCategories, dealerKeywords, dealerDays, dealerDen, dealerOnTheMap, dealerMapShows, dealerNotOnMap,
            dealerHintMap
        case dealerArtistPicture, dealerArtPreview, dealerArtPreviewCaption, dealerAboutArtist, dealerAboutArt
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeDealer: "a dealer's page",
            .dealerTitle: "Dealer",
            .dealerUnavailable: "Dealer unavailable",
            .helpDealerMap: "show where the dealer's table is on the map",
            .mapWhatDealerTable: "this dealer's table",
            .helpDealerOpen: "follow the dealer's N-th link",
            .dealerCategories: "Categories",
            .dealerKeywords: "Keywords",
            .dealerDays: "Days",
            .dealerDen: "Den",
            .dealerOnTheMap: "On the map",
            .dealerMapShows: "{map} (`map` shows it)",
            .dealerNotOnMap: "not on any map",
            .dealerHintMap: "`map` shows the table · ",
            .dealerArtistPicture: "Artist's picture",
            .dealerArtPreview: "Art preview",
            .dealerArtPreviewCaption: "Art preview: {caption}",
            .dealerAboutArtist: "About the artist",
            .dealerAboutArt: "About the art",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeDealer: "der Seite eines Händlers",
            .dealerTitle: "Händler",
            .dealerUnavailable: "Händler nicht verfügbar",
            .helpDealerMap: "zeigt auf der Karte, wo der Tisch des Händlers steht",
            // Inserted into `errorNoMapLocation` after its colon: a sentence's start.
            .mapWhatDealerTable: "Der Tisch dieses Händlers",
            .helpDealerOpen: "folgt dem N-ten Link des Händlers",
            .dealerCategories: "Kategorien",
            .dealerKeywords: "Stichwörter",
            .dealerDays: "Tage",
            .dealerDen: "Den",
            .dealerOnTheMap: "Auf der Karte",
            .dealerMapShows: "{map} (mit `map` anzeigen)",
            .dealerNotOnMap: "auf keiner Karte",
            .dealerHintMap: "`map` zeigt den Tisch · ",
            .dealerArtistPicture: "Künstlerbild",
            .dealerArtPreview: "Werkvorschau",
            .dealerArtPreviewCaption: "Werkvorschau: {caption}",
            .dealerAboutArtist: "Zur Person",
            .dealerAboutArt: "Zu den Werken",
        ])
}
