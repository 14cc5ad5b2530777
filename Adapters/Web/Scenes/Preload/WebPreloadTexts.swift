import ConbookCore
public import ConbookModuleKit

/// The words only `WebPreloadScene` shows, one catalogue per language.
public enum WebPreloadTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case preloadTitle, preloadStarting, preloadFailed, tryAgain, cancelDownload
        case percent, bytes, bytesOf
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .preloadTitle: "Downloading the convention",
            .preloadStarting: "Starting…",
            .preloadFailed: "The download failed: {reason}",
            .tryAgain: "Try again",
            .cancelDownload: "Give up the download",
            .percent: "{percent} %",
            .bytes: "{received} received",
            .bytesOf: "{received} of {expected}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .preloadTitle: "Convention wird heruntergeladen",
            .preloadStarting: "Wird gestartet…",
            .preloadFailed: "Der Download ist fehlgeschlagen: {reason}",
            .tryAgain: "Erneut versuchen",
            .cancelDownload: "Download abbrechen",
            .percent: "{percent} %",
            .bytes: "{received} empfangen",
            .bytesOf: "{received} von {expected}",
        ])
}
