import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleMessageDetailScene` shows (a message's page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleMessageDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeMessage, messageTitle, messageUnavailable, messageFrom, messageReceived, helpMessageOpen
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeMessage: "a message's page",
            .messageTitle: "Message",
            .messageUnavailable: "Message unavailable",
            .messageFrom: "From",
            .messageReceived: "Received",
            .helpMessageOpen: "follow the N-th link of the message",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeMessage: "der Seite einer Nachricht",
            .messageTitle: "Nachricht",
            .messageUnavailable: "Nachricht nicht verfügbar",
            .messageFrom: "Von",
            .messageReceived: "Empfangen",
            .helpMessageOpen: "folgt dem N-ten Link der Nachricht",
        ])
}
