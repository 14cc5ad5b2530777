import ConbookCore
public import ConbookModuleKit

/// The words only `WebMessagesScene` shows, one catalogue per language.
public enum WebMessagesTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case messagesTitle, messagesLogIn, messagesRefresh, messagesOpenHint
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .messagesTitle: "Messages",
            .messagesLogIn: "Log in",
            .messagesRefresh: "Fetch the messages again",
            .messagesOpenHint: "Opening a message marks it as read.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .messagesTitle: "Nachrichten",
            .messagesLogIn: "Anmelden",
            .messagesRefresh: "Nachrichten neu abrufen",
            .messagesOpenHint: "Eine geöffnete Nachricht gilt als gelesen.",
        ])
}
