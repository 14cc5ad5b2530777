import ConbookCore
public import ConbookModuleKit

/// The words only `WebArtistAlleyScene` shows, one catalogue per language; its title is the
/// ArtistAlley module's own (`ArtistAlleyText.alleySectionTitle`).
public enum WebArtistAlleyTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case searchLabel, searchButton, endSearch, ownRegistration
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .searchLabel: "Search the tables by name, description or table number",
            .searchButton: "Search",
            .endSearch: "End the search",
            .ownRegistration: "Your own table",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .searchLabel: "Tische nach Name, Beschreibung oder Tischnummer suchen",
            .searchButton: "Suchen",
            .endSearch: "Suche beenden",
            .ownRegistration: "Dein eigener Tisch",
        ])
}
