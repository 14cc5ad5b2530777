import ConbookCore
public import ConbookModuleKit

/// The words only `WebFreeTimeScene` shows, one catalogue per language.
public enum WebFreeTimeTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case freeTimeTitle, daysLabel, minimumLabel, show
        case markFavourite, unmarkFavourite, markFavouriteNamed, unmarkFavouriteNamed
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .freeTimeTitle: "Free time",
            .daysLabel: "Days",
            .minimumLabel: "Gaps of at least how many minutes",
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
            .freeTimeTitle: "Freie Zeit",
            .daysLabel: "Tage",
            .minimumLabel: "Lücken von mindestens wie vielen Minuten",
            .show: "Anzeigen",
            .markFavourite: "Als Favorit markieren",
            .unmarkFavourite: "Aus den Favoriten entfernen",
            .markFavouriteNamed: "Als Favorit markieren: {title}",
            .unmarkFavouriteNamed: "Aus den Favoriten entfernen: {title}",
        ])
}
