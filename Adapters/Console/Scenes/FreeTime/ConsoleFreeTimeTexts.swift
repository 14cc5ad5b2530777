import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleFreeTimeScene` shows (the free-time page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleFreeTimeTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeFreeTime, freeTimeTitle, freeTimeHeading, helpFreeTimeSelect, helpFreeTimeFavourite
        case helpFreeTimeMinimum, expectedFreeMinutes, freeTimeHint
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeFreeTime: "the free-time page",
            .freeTimeTitle: "Free time",
            .freeTimeHeading: "Free time: {day}",
            .helpFreeTimeSelect: "open the N-th listed event",
            .helpFreeTimeFavourite: "mark or unmark the N-th listed event as a favourite",
            .helpFreeTimeMinimum: "list gaps of at least N minutes",
            .expectedFreeMinutes: "a number of minutes, 1 or more",
            .freeTimeHint: "`favourite N` marks one · `free N` lists gaps of at least N minutes · `day N` another day",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeFreeTime: "der Seite „Freie Zeit“",
            .freeTimeTitle: "Freie Zeit",
            .freeTimeHeading: "Freie Zeit: {day}",
            .helpFreeTimeSelect: "öffnet die N-te Veranstaltung der Liste",
            .helpFreeTimeFavourite: "markiert die N-te Veranstaltung der Liste als Favorit oder entfernt sie",
            .helpFreeTimeMinimum: "listet Lücken von mindestens N Minuten",
            .expectedFreeMinutes: "eine Zahl von Minuten, 1 oder mehr",
            .freeTimeHint:
                "`favourite N` markiert eine · `free N` listet Lücken von mindestens N Minuten · `day N` ein anderer Tag",
        ])
}
