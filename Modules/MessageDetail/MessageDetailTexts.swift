import ConbookCore
public import ConbookModuleKit

/// The MessageDetail module's catalogues of texts, one per language.
public enum MessageDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<MessageDetailText>(
        language: .english,
        templates: [
            .messageUnavailable: "This message is not here: log in to see your messages.",
            .messageNoText: "This message has no text.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<MessageDetailText>(
        language: .german,
        templates: [
            .messageUnavailable: "Diese Nachricht ist nicht vorhanden: Melde dich an, um deine Nachrichten zu sehen.",
            .messageNoText: "Diese Nachricht hat keinen Text.",
        ])
}
