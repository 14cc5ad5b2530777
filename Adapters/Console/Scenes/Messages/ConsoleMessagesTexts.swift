import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleMessagesScene` shows (the Messages page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleMessagesTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeMessages, messagesTitle, helpMessagesSelect, helpMessagesRefresh
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeMessages: "the Messages page",
            .messagesTitle: "Messages",
            .helpMessagesSelect: "open the N-th listed message (which marks it read)",
            .helpMessagesRefresh: "fetch your messages again",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeMessages: "der Nachrichtenseite",
            .messagesTitle: "Nachrichten",
            .helpMessagesSelect: "öffnet die N-te Nachricht der Liste (und markiert sie als gelesen)",
            .helpMessagesRefresh: "ruft deine Nachrichten neu ab",
        ])
}
