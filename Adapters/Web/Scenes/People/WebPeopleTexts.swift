import ConbookCore
public import ConbookModuleKit

/// The words only `WebPeopleScene` shows, one catalogue per language; its title is the People
/// module's own (`PeopleText.peopleSectionTitle`).
public enum WebPeopleTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case searchLabel, searchButton, endSearch
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .searchLabel: "Search the names and the lines about them",
            .searchButton: "Search",
            .endSearch: "End the search",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .searchLabel: "Namen und die Zeilen über sie durchsuchen",
            .searchButton: "Suchen",
            .endSearch: "Suche beenden",
        ])
}
