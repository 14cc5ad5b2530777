import ConbookCore
public import ConbookModuleKit

/// The words only `WebDealerDetailScene` shows, one catalogue per language.
public enum WebDealerDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case dealerTitle, dealerUnavailable, allDealers
        case dealerCategories, dealerKeywords, dealerDays, dealerDen, dealerOnTheMap, dealerNotOnMap, showOnMap
        case dealerArtistPicture, dealerArtPreview, dealerAboutArtist, dealerAboutArt, dealerLinks
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .dealerTitle: "Dealer",
            .dealerUnavailable: "Dealer unavailable",
            .allDealers: "All dealers",
            .dealerCategories: "Categories",
            .dealerKeywords: "Keywords",
            .dealerDays: "Days",
            .dealerDen: "Den",
            .dealerOnTheMap: "On the map",
            .dealerNotOnMap: "not on any map",
            .showOnMap: "Show their table on the map",
            .dealerArtistPicture: "The artist's picture: {name}",
            .dealerArtPreview: "A preview of {name}'s art",
            .dealerAboutArtist: "About the artist",
            .dealerAboutArt: "About the art",
            .dealerLinks: "Links",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .dealerTitle: "Händler",
            .dealerUnavailable: "Händler nicht verfügbar",
            .allDealers: "Alle Händler",
            .dealerCategories: "Kategorien",
            .dealerKeywords: "Stichwörter",
            .dealerDays: "Tage",
            .dealerDen: "Den",
            .dealerOnTheMap: "Auf der Karte",
            .dealerNotOnMap: "auf keiner Karte",
            .showOnMap: "Ihren Tisch auf der Karte zeigen",
            .dealerArtistPicture: "Künstlerbild: {name}",
            .dealerArtPreview: "Werkvorschau von {name}",
            .dealerAboutArtist: "Zur Person",
            .dealerAboutArt: "Zu den Werken",
            .dealerLinks: "Links",
        ])
}
