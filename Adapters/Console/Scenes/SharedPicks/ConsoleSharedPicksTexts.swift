import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleSharedPicksScene` shows (a friend's picks), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleSharedPicksTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeSharedPicks, sharedPicksTitle, sharedPicksHint, sharedPicksAllWord
        case helpSharedPicksAdd, helpSharedPicksRemove, helpSharedPicksKeep, expectedSharedPicksAdd
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeSharedPicks: "a friend's picks",
            .sharedPicksTitle: "Shared picks",
            .sharedPicksHint: "add all · add N · remove N · keep NAME · back",
            .sharedPicksAllWord: "all",
            .helpSharedPicksAdd: "make every listed event a favourite (`add all`), or the N-th one",
            .helpSharedPicksRemove: "unmark the N-th listed event as a favourite",
            .helpSharedPicksKeep: "keep the picks as a friend's list under a name: the schedule then shows who else goes",
            .expectedSharedPicksAdd: "`all` or the number of a listed event",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeSharedPicks: "der Auswahl von Freunden",
            .sharedPicksTitle: "Geteilte Auswahl",
            .sharedPicksHint: "add all (alle) · add N · remove N · keep NAME · back",
            .sharedPicksAllWord: "alle",
            .helpSharedPicksAdd: "macht jede aufgeführte Veranstaltung zum Favoriten (`add all`), oder die N-te",
            .helpSharedPicksRemove: "nimmt die N-te aufgeführte Veranstaltung aus den Favoriten",
            .helpSharedPicksKeep:
                "behält die Auswahl als Liste von Freunden unter einem Namen: das Programm zeigt dann, wer noch hingeht",
            .expectedSharedPicksAdd: "`all` oder die Nummer einer aufgeführten Veranstaltung",
        ])
}
