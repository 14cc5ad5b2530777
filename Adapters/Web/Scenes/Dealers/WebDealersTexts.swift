import ConbookCore
public import ConbookModuleKit

/// The words only `WebDealersScene` shows, one catalogue per language; its title is the Dealers
/// module's own (`DealersText.dealersSectionTitle`).
public enum WebDealersTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case searchLabel, searchButton, endSearch, categoriesLabel, allCategories, lettersLabel, wholePage
        case fromLetter, pagesLabel, pageNumberLabel, showPage
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .searchLabel: "Search the dealers by name or nickname",
            .searchButton: "Search",
            .endSearch: "End the search",
            .categoriesLabel: "Categories (a dealer is listed while one of its categories is on)",
            .allCategories: "Turn every category on",
            .lettersLabel: "Letters",
            .wholePage: "The whole page",
            .fromLetter: "From {letter} on.",
            .pagesLabel: "Pages",
            .pageNumberLabel: "Page",
            .showPage: "Show",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .searchLabel: "Händler nach Name oder Spitzname suchen",
            .searchButton: "Suchen",
            .endSearch: "Suche beenden",
            .categoriesLabel: "Kategorien (ein Händler erscheint, solange eine seiner Kategorien eingeschaltet ist)",
            .allCategories: "Alle Kategorien einschalten",
            .lettersLabel: "Buchstaben",
            .wholePage: "Die ganze Seite",
            .fromLetter: "Ab {letter}.",
            .pagesLabel: "Seiten",
            .pageNumberLabel: "Seite",
            .showPage: "Zeigen",
        ])
}
