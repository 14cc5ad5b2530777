import ConbookCore
public import ConbookModuleKit

/// The words only `WebMessageDetailScene` shows, one catalogue per language.
public enum WebMessageDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case messageTitle, messageUnavailable, messageFrom, messageReceived, linksHeading, allMessages
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .messageTitle: "Message",
            .messageUnavailable: "Message unavailable",
            .messageFrom: "From",
            .messageReceived: "Received",
            .linksHeading: "Links",
            .allMessages: "All messages",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .messageTitle: "Nachricht",
            .messageUnavailable: "Nachricht nicht verfügbar",
            .messageFrom: "Von",
            .messageReceived: "Empfangen",
            .linksHeading: "Links",
            .allMessages: "Alle Nachrichten",
        ])
}
