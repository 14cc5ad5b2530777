import ConbookCore
public import ConbookModuleKit

/// The words only `ConsolePreloadScene` shows (the download screen), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsolePreloadTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placePreload, preloadFailed, preloadTitle, preloadRetryHint, preloadStarting, helpPreloadRefresh
        case helpPreloadCancel
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placePreload: "the download screen",
            .preloadFailed: "The download failed: {reason}",
            .preloadTitle: "Downloading the convention",
            .preloadRetryHint: "`refresh` tries again · `cancel` gives up",
            .preloadStarting: "Starting…",
            .helpPreloadRefresh: "try again after a failed download",
            .helpPreloadCancel: "give up the download",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placePreload: "dem Download-Bildschirm",
            .preloadFailed: "Der Download ist fehlgeschlagen: {reason}",
            .preloadTitle: "Convention wird heruntergeladen",
            .preloadRetryHint: "`refresh` versucht es erneut · `cancel` bricht ab",
            .preloadStarting: "Wird gestartet…",
            .helpPreloadRefresh: "versucht es nach einem fehlgeschlagenen Download erneut",
            .helpPreloadCancel: "bricht den Download ab",
        ])
}
