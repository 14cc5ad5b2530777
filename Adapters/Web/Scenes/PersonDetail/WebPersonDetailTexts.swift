import ConbookCore
public import ConbookModuleKit

/// The words only `WebPersonDetailScene` shows, one catalogue per language.
public enum WebPersonDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case personTitle, allPeople, personAlsoWritten, personAbout, personLinks, addFavourite, removeFavourite
        case addFavouriteShort, removeFavouriteShort
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .personTitle: "Person",
            .allPeople: "All people",
            .personAlsoWritten: "also written: {names}",
            .personAbout: "About them",
            .personLinks: "Links",
            .addFavourite: "Add to favourites: {title}",
            .removeFavourite: "Remove from favourites: {title}",
            .addFavouriteShort: "Add to favourites",
            .removeFavouriteShort: "Remove from favourites",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .personTitle: "Person",
            .allPeople: "Alle Personen",
            .personAlsoWritten: "auch geschrieben: {names}",
            .personAbout: "Über die Person",
            .personLinks: "Links",
            .addFavourite: "Zu den Favoriten: {title}",
            .removeFavourite: "Aus den Favoriten entfernen: {title}",
            .addFavouriteShort: "Zu den Favoriten",
            .removeFavouriteShort: "Aus den Favoriten entfernen",
        ])
}
