import ConbookCore
public import ConbookModuleKit

/// The words only `WebPassScene` shows, one catalogue per language.
public enum WebPassTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case passTitle, passCodeLabel, passCodeLabelHolder, passLogIn, passRefresh
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .passTitle: "Badge pass",
            .passCodeLabel: "The code of the badge pass, for registration to scan",
            .passCodeLabelHolder: "The code of the badge pass of {holder}, for registration to scan",
            .passLogIn: "Log in",
            .passRefresh: "Fetch the badge pass again",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .passTitle: "Badge-Pass",
            .passCodeLabel: "Der Code des Badge-Passes, zum Scannen an der Registrierung",
            .passCodeLabelHolder: "Der Code des Badge-Passes von {holder}, zum Scannen an der Registrierung",
            .passLogIn: "Anmelden",
            .passRefresh: "Badge-Pass neu abrufen",
        ])
}
