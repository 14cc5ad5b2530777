import ConbookCore
public import ConbookModuleKit

/// The words only `WebWhatsOnScene` shows, one catalogue per language.
public enum WebWhatsOnTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case whatsOnTitle, windowLabel, show, markFavourite, unmarkFavourite, markFavouriteNamed, unmarkFavouriteNamed
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .whatsOnTitle: "What's on",
            .windowLabel: "Starting within how many minutes (1 to 1,440)",
            .show: "Show",
            .markFavourite: "Mark as a favourite",
            .unmarkFavourite: "Remove from the favourites",
            .markFavouriteNamed: "Mark as a favourite: {title}",
            .unmarkFavouriteNamed: "Remove from the favourites: {title}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .whatsOnTitle: "Was läuft",
            .windowLabel: "Beginnt innerhalb wie vieler Minuten (1 bis 1.440)",
            .show: "Anzeigen",
            .markFavourite: "Als Favorit markieren",
            .unmarkFavourite: "Aus den Favoriten entfernen",
            .markFavouriteNamed: "Als Favorit markieren: {title}",
            .unmarkFavouriteNamed: "Aus den Favoriten entfernen: {title}",
        ])
}
