import ConbookCore
public import ConbookModuleKit

/// The words only `ConsolePeopleScene` shows (the People page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsolePeopleTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placePeople, peopleTitle, peopleHeading, helpPeopleSelect, helpPeopleSearch, peopleHint
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placePeople: "the People page",
            .peopleTitle: "People",
            .peopleHeading: "People: {heading}",
            .helpPeopleSelect: "open the page of the N-th person listed",
            .helpPeopleSearch: "search the names and what the source says of them in a line; `search` alone ends it",
            .peopleHint:
                "`select N` opens a person's page · `search TEXT` searches · `filter host NAME` on the schedule lists a host's events",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placePeople: "der Seite „Personen“",
            .peopleTitle: "Personen",
            .peopleHeading: "Personen: {heading}",
            .helpPeopleSelect: "öffnet die Seite der N-ten Person der Liste",
            .helpPeopleSearch:
                "durchsucht die Namen und die Zeile, die die Quelle über sie schreibt; `search` allein beendet die Suche",
            .peopleHint:
                "`select N` öffnet die Seite einer Person · `search TEXT` sucht · `filter host NAME` im Programm listet die Veranstaltungen einer Person",
        ])
}
