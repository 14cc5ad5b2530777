import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleTutorialScene` shows (the welcome page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleTutorialTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeTutorial, tutorialTitle, tutorialHint, helpTutorialDownload, helpTutorialCancel
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeTutorial: "the welcome page",
            .tutorialTitle: "Welcome",
            .tutorialHint: "`download` (or `yes`) downloads it · `cancel` (or `no`) ends the session",
            .helpTutorialDownload: "download the convention now",
            .helpTutorialCancel: "do not download it; the session ends",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeTutorial: "der Willkommensseite",
            .tutorialTitle: "Willkommen",
            .tutorialHint: "`download` (oder `yes`) lädt sie herunter · `cancel` (oder `no`) beendet die Sitzung",
            .helpTutorialDownload: "lädt die Convention jetzt herunter",
            .helpTutorialCancel: "lädt sie nicht herunter; die Sitzung endet",
        ])
}
