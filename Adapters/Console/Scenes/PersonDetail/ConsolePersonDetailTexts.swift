import ConbookCore
public import ConbookModuleKit

/// The words only `ConsolePersonDetailScene` shows (a person's page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsolePersonDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placePerson, personTitle, personAlsoWritten, helpPersonSelect, helpPersonFavourite, helpPersonOpen
        case personHintEvents
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placePerson: "a person's page",
            .personTitle: "Person",
            .personAlsoWritten: "also written: {names}",
            .helpPersonSelect: "open the N-th of their events",
            .helpPersonFavourite: "mark or unmark the N-th of their events as a favourite",
            .helpPersonOpen: "follow the N-th link of their page",
            .personHintEvents: "`select N` opens an event · `favourite N` marks it · ",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placePerson: "der Seite einer Person",
            .personTitle: "Person",
            .personAlsoWritten: "auch geschrieben: {names}",
            .helpPersonSelect: "öffnet die N-te ihrer Veranstaltungen",
            .helpPersonFavourite: "setzt oder entfernt den Favoriten der N-ten ihrer Veranstaltungen",
            .helpPersonOpen: "folgt dem N-ten Link ihrer Seite",
            .personHintEvents: "`select N` öffnet eine Veranstaltung · `favourite N` merkt sie vor · ",
        ])
}
