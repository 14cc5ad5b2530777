import ConbookCore
public import ConbookModuleKit

/// The Tutorial module's catalogues of texts, one per language.
public enum TutorialTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<TutorialText>(
        language: .english,
        templates: [
            .tutorialTitle: "Welcome to Conbook",
            .tutorialWhatConbookDoes:
                "Conbook keeps a convention's schedule, news, dealers, maps and knowledge base on this machine, so that you can browse them without a connection and mark your favourites.",
            .tutorialDownloads: "The first download fetches the whole convention; later ones fetch only what changed.",
            .tutorialQuestion: "Download the convention from {source} now?",
            .tutorialQuestionUnnamedSource: "Download the convention from the convention's source now?",
            .tutorialLastDownloadSize: "The last full download was {size}.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<TutorialText>(
        language: .german,
        templates: [
            .tutorialTitle: "Willkommen bei Conbook",
            .tutorialWhatConbookDoes:
                "Conbook speichert Programm, Neuigkeiten, Händler, Karten und Wissensdatenbank einer Convention auf diesem Rechner, damit du sie ohne Verbindung durchsuchen und deine Favoriten markieren kannst.",
            .tutorialDownloads: "Der erste Download lädt die ganze Convention; spätere laden nur, was sich geändert hat.",
            .tutorialQuestion: "Die Convention jetzt von {source} herunterladen?",
            .tutorialQuestionUnnamedSource: "Die Convention jetzt von ihrer Quelle herunterladen?",
            .tutorialLastDownloadSize: "Der letzte vollständige Download war {size} groß.",
        ])
}
