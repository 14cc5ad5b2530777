import ConbookCore
public import ConbookModuleKit

/// The words only `WebLostAndFoundScene` shows, one catalogue per language.
public enum WebLostAndFoundTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case lostAndFoundTitle, lostAndFoundSearchLabel, lostAndFoundSearch, lostAndFoundEndSearch, lostAndFoundRefresh
        case lostAndFoundLogIn, lostAndFoundHint
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .lostAndFoundTitle: "Lost & Found",
            .lostAndFoundSearchLabel: "Find items by words of their title or description",
            .lostAndFoundSearch: "Search",
            .lostAndFoundEndSearch: "End the search",
            .lostAndFoundRefresh: "Fetch the list again",
            .lostAndFoundLogIn: "Log in",
            .lostAndFoundHint: "Choose an item to show its description and every time known; choose it again to fold it.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .lostAndFoundTitle: "Fundbüro",
            .lostAndFoundSearchLabel: "Gegenstände nach Wörtern ihres Titels oder ihrer Beschreibung suchen",
            .lostAndFoundSearch: "Suchen",
            .lostAndFoundEndSearch: "Suche beenden",
            .lostAndFoundRefresh: "Liste neu abrufen",
            .lostAndFoundLogIn: "Anmelden",
            .lostAndFoundHint:
                "Wähle einen Gegenstand, um seine Beschreibung und alle bekannten Zeiten zu sehen; erneut gewählt, klappt er wieder zu.",
        ])
}
