import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleWebPageScene` shows (a link's page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleWebPageTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeWebPage, webPageTitle, webPagePrintHint, webPageOpenHint, webPageHint, helpWebPageOpen
        case webPageHandedOver
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeWebPage: "a link's page",
            .webPageTitle: "Link",
            .webPagePrintHint: "`open` prints the address to open yourself",
            .webPageOpenHint: "`open` (or `open 1`) opens it",
            .webPageHint: "{open} · `back` returns",
            .helpWebPageOpen: "hand the address to the system (a browser, a mail program)",
            .webPageHandedOver: "Handed to the system: {address}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeWebPage: "der Seite eines Links",
            .webPageTitle: "Link",
            .webPagePrintHint: "`open` gibt die Adresse aus, damit du sie selbst öffnen kannst",
            .webPageOpenHint: "`open` (oder `open 1`) öffnet ihn",
            .webPageHint: "{open} · `back` führt zurück",
            .helpWebPageOpen: "übergibt die Adresse an das System (Browser, Mailprogramm)",
            .webPageHandedOver: "An das System übergeben: {address}",
        ])
}
