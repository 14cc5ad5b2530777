import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleLoginScene` shows (the login page), one catalogue per language; the scene
/// reads them together with the words the console shares (`ConsoleText`) through `ConsoleWords`.
public enum ConsoleLoginTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeLogin, loginRegistrationPrompt, loginUsernamePrompt, loginPasswordPrompt, loginTitle, loginWaiting
        case loginLoggingIn, loginRetryHint, loginLoggedInHint, loginCancelHint, helpLoginCancel
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeLogin: "the login page",
            .loginRegistrationPrompt: "Registration number",
            .loginUsernamePrompt: "Username",
            .loginPasswordPrompt: "Password",
            .loginTitle: "Log in",
            .loginWaiting: "Waiting for your registration number, username and password.",
            .loginLoggingIn: "Logging in…",
            .loginRetryHint: "`login` tries again · `cancel` gives up",
            .loginLoggedInHint: "`logout` logs out · `back` returns",
            .loginCancelHint: "`cancel` goes back",
            .helpLoginCancel: "give up logging in and go back",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeLogin: "der Anmeldeseite",
            .loginRegistrationPrompt: "Registrierungsnummer",
            .loginUsernamePrompt: "Benutzername",
            .loginPasswordPrompt: "Passwort",
            .loginTitle: "Anmelden",
            .loginWaiting: "Warte auf deine Registrierungsnummer, deinen Benutzernamen und dein Passwort.",
            .loginLoggingIn: "Anmeldung läuft…",
            .loginRetryHint: "`login` versucht es erneut · `cancel` bricht ab",
            .loginLoggedInHint: "`logout` meldet dich ab · `back` führt zurück",
            .loginCancelHint: "`cancel` führt zurück",
            .helpLoginCancel: "bricht die Anmeldung ab und geht zurück",
        ])
}
