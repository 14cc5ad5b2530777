import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleLostAndFoundScene` shows (the Lost & Found page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleLostAndFoundTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeLostAndFound, lostAndFoundTitle, lostAndFoundHint, lostAndFoundNoPicture
        case helpLostAndFoundSelect, helpLostAndFoundOpen, helpLostAndFoundSearch, helpLostAndFoundRefresh
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeLostAndFound: "the Lost & Found page",
            .lostAndFoundTitle: "Lost & Found",
            .lostAndFoundHint:
                "select N shows an item's description · open N its picture · search TEXT finds items · refresh fetches the list again",
            .lostAndFoundNoPicture: "Item {number} has no picture.",
            .helpLostAndFoundSelect: "show the N-th item's description and times (again: fold it)",
            .helpLostAndFoundOpen: "open the N-th item's picture link",
            .helpLostAndFoundSearch:
                "find items by words of their title or description (word starts, case and accents aside); `search` alone ends the search",
            .helpLostAndFoundRefresh: "fetch the lost & found again",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeLostAndFound: "der Fundbüro-Seite",
            .lostAndFoundTitle: "Fundbüro",
            .lostAndFoundHint:
                "select N zeigt die Beschreibung eines Gegenstands · open N sein Bild · search TEXT sucht · refresh holt die Liste neu",
            .lostAndFoundNoPicture: "Gegenstand {number} hat kein Bild.",
            .helpLostAndFoundSelect: "zeigt Beschreibung und Zeiten des N-ten Gegenstands (erneut: klappt ihn zu)",
            .helpLostAndFoundOpen: "öffnet den Bild-Link des N-ten Gegenstands",
            .helpLostAndFoundSearch:
                "sucht Gegenstände nach Wörtern ihres Titels oder ihrer Beschreibung (Wortanfänge, ohne Rücksicht auf Groß- und Kleinschreibung und Akzente); `search` allein beendet die Suche",
            .helpLostAndFoundRefresh: "holt das Fundbüro neu",
        ])
}
