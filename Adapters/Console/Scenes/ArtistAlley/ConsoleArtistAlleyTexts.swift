import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleArtistAlleyScene` shows (the Artist Alley page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleArtistAlleyTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeAlley, alleyTitle, alleyHeading, alleyHint
        case helpAlleySelect, helpAlleySearch, helpAlleyRegistration
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeAlley: "the Artist Alley page",
            .alleyTitle: "Artist Alley",
            .alleyHeading: "Artist Alley: {heading}",
            .alleyHint: "`select N` opens a table · `search TEXT` · `registration` shows your own table",
            .helpAlleySelect: "open the N-th listed table",
            .helpAlleySearch: "search the tables by name, description or table number; `search` alone ends the search",
            .helpAlleyRegistration: "show your own artist alley registration: ask for a table, or check out",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeAlley: "der Artist-Alley-Seite",
            .alleyTitle: "Artist Alley",
            .alleyHeading: "Artist Alley: {heading}",
            .alleyHint: "`select N` öffnet einen Tisch · `search TEXT` · `registration` zeigt deinen eigenen Tisch",
            .helpAlleySelect: "öffnet den N-ten Tisch der Liste",
            .helpAlleySearch:
                "sucht Tische nach Name, Beschreibung oder Tischnummer; `search` allein beendet die Suche",
            .helpAlleyRegistration: "zeigt deine eigene Anmeldung für die Artist Alley: einen Tisch anfragen oder auschecken",
        ])
}
