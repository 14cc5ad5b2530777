import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleDealersScene` shows (the Dealers page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleDealersTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it; a `paged…` follows "the next page of" (the genitive); an `expected…` follows
    /// "needs" (the accusative after „erwartet“).
    public enum Key: String, TextKey {
        case placeDealers, dealersTitle, dealersHeading, dealersCategories, dealersLetters, dealersFromLetter
        case helpDealersSelect, helpDealersSearch, helpFilterCategory, helpFilterAllCategories
        case expectedDealersFilter, helpLetter, helpLetterNone, expectedLetter, filterCategoriesOff, pagedDealers
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeDealers: "the Dealers page",
            .dealersTitle: "Dealers",
            .dealersHeading: "Dealers: {heading}",
            .dealersCategories: "Categories: {categories}",
            .dealersLetters: "Letters: {letters}",
            .dealersFromLetter: "From {letter} on; `letter` alone shows the whole page.",
            .helpDealersSelect: "open the N-th listed dealer",
            .helpDealersSearch: "search the dealers by name or nickname; `search` alone ends the search",
            .helpFilterCategory:
                "turn a category off, or on again (exact name, else a unique prefix or part); a dealer is listed while one of its categories is on",
            .helpFilterAllCategories: "turn every category on again",
            .expectedDealersFilter: "`category NAME`, or `category` alone",
            .helpLetter: "show the page of the dealers under a letter, from them on (`#` for names that start with none)",
            .helpLetterNone: "show the whole page again",
            .expectedLetter: "one letter, or `#`",
            .filterCategoriesOff: "categories off: {names}",
            .pagedDealers: "the dealers",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeDealers: "der Händlerseite",
            .dealersTitle: "Händler",
            .dealersHeading: "Händler: {heading}",
            .dealersCategories: "Kategorien: {categories}",
            .dealersLetters: "Buchstaben: {letters}",
            .dealersFromLetter: "Ab {letter}; `letter` allein zeigt die ganze Seite.",
            .helpDealersSelect: "öffnet den N-ten Händler der Liste",
            .helpDealersSearch: "sucht Händler nach Name oder Spitzname; `search` allein beendet die Suche",
            .helpFilterCategory:
                "schaltet eine Kategorie aus oder wieder ein (genauer Name, sonst ein eindeutiger Anfang oder Teil); ein Händler erscheint, solange eine seiner Kategorien eingeschaltet ist",
            .helpFilterAllCategories: "schaltet alle Kategorien wieder ein",
            .expectedDealersFilter: "`category NAME` oder nur `category`",
            .helpLetter: "zeigt die Seite der Händler unter einem Buchstaben, ab ihnen (`#` für Namen, die mit keinem beginnen)",
            .helpLetterNone: "zeigt wieder die ganze Seite",
            .expectedLetter: "einen Buchstaben oder `#`",
            .filterCategoriesOff: "Kategorien aus: {names}",
            .pagedDealers: "der Händler",
        ])
}
