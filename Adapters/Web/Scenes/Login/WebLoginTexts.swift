import ConbookCore
public import ConbookModuleKit

/// The words only `WebLoginScene` shows, one catalogue per language.
public enum WebLoginTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case loginTitle, loginDone, loginAddressLabel, loginFinish, loginDevice, loginRetry, loginCancel, loginBack
        case loginCodeLabel, loginPass, loginFromAnotherDevice
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .loginTitle: "Log in",
            .loginFromAnotherDevice:
                "On a phone or another device, the provider's page may not find its way back here: then log in with a code on this device, or run `conbook login` on the machine that serves Conbook, and these pages show you logged in.",
            .loginDone: "The browser says I am logged in",
            .loginAddressLabel: "The address the browser ended on",
            .loginFinish: "Finish logging in",
            .loginDevice: "Log in on another device instead",
            .loginRetry: "Try again",
            .loginCancel: "Give up logging in",
            .loginBack: "Back",
            .loginCodeLabel: "The code to enter",
            .loginPass: "Your badge pass",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .loginTitle: "Anmelden",
            .loginFromAnotherDevice:
                "Auf einem Telefon oder einem anderen Gerät findet die Seite des Anbieters womöglich nicht hierher zurück: Melde dich dann mit einem Code auf diesem Gerät an oder führe `conbook login` auf dem Rechner aus, der Conbook bereitstellt; diese Seiten zeigen dich dann angemeldet.",
            .loginDone: "Der Browser sagt, dass ich angemeldet bin",
            .loginAddressLabel: "Die Adresse, auf der der Browser endete",
            .loginFinish: "Anmeldung abschließen",
            .loginDevice: "Stattdessen auf einem anderen Gerät anmelden",
            .loginRetry: "Erneut versuchen",
            .loginCancel: "Anmeldung abbrechen",
            .loginBack: "Zurück",
            .loginCodeLabel: "Der einzugebende Code",
            .loginPass: "Dein Badge-Pass",
        ])
}
