import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleChangesScene` shows (the Changes page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleChangesTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeChanges, changesTitle, helpChangesSelect
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeChanges: "the Changes page",
            .changesTitle: "Changes in the last schedule update",
            .helpChangesSelect: "open the N-th listed event; cancelled events have no number",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeChanges: "der Seite „Änderungen“",
            .changesTitle: "Änderungen in der letzten Programmaktualisierung",
            .helpChangesSelect: "öffnet die N-te Veranstaltung der Liste; abgesagte Veranstaltungen haben keine Nummer",
        ])
}
