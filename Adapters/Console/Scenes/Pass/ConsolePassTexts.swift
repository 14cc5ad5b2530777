import ConbookCore
public import ConbookModuleKit

/// The words only `ConsolePassScene` shows (the badge pass page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsolePassTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placePass, passTitle, passWiderThanScreen, helpPassRefresh
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placePass: "the badge pass page",
            .passTitle: "Badge pass",
            .passWiderThanScreen:
                "The code is {columns} columns wide, wider than this terminal: widen it (or make the font smaller) to scan it.",
            .helpPassRefresh: "fetch your badge pass again",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placePass: "der Seite des Badge-Passes",
            .passTitle: "Badge-Pass",
            .passWiderThanScreen:
                "Der Code ist {columns} Spalten breit, breiter als dieses Terminal: Mach es breiter (oder die Schrift kleiner), um ihn zu scannen.",
            .helpPassRefresh: "holt deinen Badge-Pass neu",
        ])
}
