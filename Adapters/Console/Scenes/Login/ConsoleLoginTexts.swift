import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleLoginScene` shows (the login page), one catalogue per language; the scene
/// reads them together with the words the console shares (`ConsoleText`) through `ConsoleWords`.
public enum ConsoleLoginTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeLogin, loginTitle, loginPastePrompt, loginOpenedInBrowser, loginBrowserNotOpened
        case loginRetryHint, loginLoggedInHint, loginCancelHint, helpLoginCancel, helpLoginDevice
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeLogin: "the login page",
            .loginTitle: "Log in",
            .loginPastePrompt: "Address the browser ended on (or Enter when done, `cancel` to give up)",
            .loginOpenedInBrowser: "Opened in your browser.",
            .loginBrowserNotOpened: "No browser could be opened ({reason}): open the address yourself.",
            .loginRetryHint: "`login` tries again · `login` then `device` logs in on another device · `cancel` gives up",
            .loginLoggedInHint: "`pass` shows your badge pass · `logout` logs out · `back` returns",
            .loginCancelHint: "`cancel` goes back",
            .helpLoginCancel: "give up logging in and go back",
            .helpLoginDevice: "log in on another device instead (a code to type on a phone)",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeLogin: "der Anmeldeseite",
            .loginTitle: "Anmelden",
            .loginPastePrompt: "Adresse, auf der der Browser endete (oder Enter, wenn fertig, `cancel` zum Abbrechen)",
            .loginOpenedInBrowser: "In deinem Browser geöffnet.",
            .loginBrowserNotOpened: "Es konnte kein Browser geöffnet werden ({reason}): Öffne die Adresse selbst.",
            .loginRetryHint:
                "`login` versucht es erneut · `login`, dann `device` meldet auf einem anderen Gerät an · `cancel` bricht ab",
            .loginLoggedInHint: "`pass` zeigt deinen Badge-Pass · `logout` meldet dich ab · `back` führt zurück",
            .loginCancelHint: "`cancel` führt zurück",
            .helpLoginCancel: "bricht die Anmeldung ab und geht zurück",
            .helpLoginDevice: "meldet stattdessen auf einem anderen Gerät an (ein Code zum Eintippen am Telefon)",
        ])
}
