import ConbookCore
public import ConbookModuleKit

/// The CollectThemAll module's catalogues of texts, one per language.
public enum CollectThemAllTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<CollectThemAllText>(
        language: .english,
        templates: [
            .collectThemAllTitle: "Collect them all",
            .collectThemAllExplanation:
                "The convention's game: find the fursuiters, collect their badges and see how you rank. It is a page of the convention's companion web app, personal to you.",
            .collectThemAllNoConvention: "The convention is not downloaded yet.",
            .collectThemAllLoginNeeded: "Playing needs a login: the game is personal to an attendee of {convention}.",
            .collectThemAllSummary: "the convention's game, Collect them all (it needs a login)",
        ])

    /// The German texts.
    public static let german = TextCatalogue<CollectThemAllText>(
        language: .german,
        templates: [
            .collectThemAllTitle: "Collect them all",
            .collectThemAllExplanation:
                "Das Spiel der Convention: Finde die Fursuiter, sammle ihre Abzeichen und sieh, wo du im Ranking stehst. Es ist eine Seite der Web-App der Convention, persönlich für dich.",
            .collectThemAllNoConvention: "Die Convention ist noch nicht heruntergeladen.",
            .collectThemAllLoginNeeded:
                "Zum Spielen musst du angemeldet sein: Das Spiel gehört persönlich zu einer Anmeldung bei {convention}.",
            .collectThemAllSummary: "das Spiel der Convention, Collect them all (braucht eine Anmeldung)",
        ])
}
