import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleWhatsOnScene` shows (the What's on page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleWhatsOnTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeWhatsOn, whatsOnTitle, helpWhatsOnSelect, helpWhatsOnFavourite, helpWhatsOnWindow
        case expectedWindowMinutes, whatsOnHint
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeWhatsOn: "the What's on page",
            .whatsOnTitle: "What's on",
            .helpWhatsOnSelect: "open the N-th listed event",
            .helpWhatsOnFavourite: "mark or unmark the N-th listed event as a favourite",
            .helpWhatsOnWindow: "list what starts in the next N minutes",
            .expectedWindowMinutes: "a number of minutes, 1 to 1,440",
            .whatsOnHint: "`favourite N` marks one · `now N` looks N minutes ahead",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeWhatsOn: "der Seite „Was läuft“",
            .whatsOnTitle: "Was läuft",
            .helpWhatsOnSelect: "öffnet die N-te Veranstaltung der Liste",
            .helpWhatsOnFavourite: "markiert die N-te Veranstaltung der Liste als Favorit oder entfernt sie",
            .helpWhatsOnWindow: "listet, was in den nächsten N Minuten beginnt",
            .expectedWindowMinutes: "eine Zahl von Minuten, 1 bis 1.440",
            .whatsOnHint: "`favourite N` markiert eine · `now N` schaut N Minuten voraus",
        ])
}
