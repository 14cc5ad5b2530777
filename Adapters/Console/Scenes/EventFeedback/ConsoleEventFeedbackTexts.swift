import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleEventFeedbackScene` shows (the feedback page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleEventFeedbackTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeFeedback, feedbackRatingPrompt, feedbackTextPrompt, feedbackTitle, feedbackHeading
        case feedbackAskAgain, feedbackWaiting, feedbackSending, feedbackBackToEvent, feedbackKept
        case feedbackRetryHint, helpFeedbackRetry, helpFeedbackCancel
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeFeedback: "the feedback page",
            .feedbackRatingPrompt: "Rating (1 to 5 stars)",
            .feedbackTextPrompt: "Your feedback",
            .feedbackTitle: "Feedback",
            .feedbackHeading: "Feedback on {event}",
            .feedbackAskAgain: "`feedback` asks again · `cancel` gives up",
            .feedbackWaiting: "Waiting for your rating and your text.",
            .feedbackSending: "Sending…",
            .feedbackBackToEvent: "`back` returns to the event",
            .feedbackKept: "Kept: {draft}",
            .feedbackRetryHint: "`retry` sends it again · `cancel` gives up",
            .helpFeedbackRetry: "send the feedback again after a failure",
            .helpFeedbackCancel: "give up the feedback and go back",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeFeedback: "der Feedback-Seite",
            .feedbackRatingPrompt: "Bewertung (1 bis 5 Sterne)",
            .feedbackTextPrompt: "Dein Feedback",
            .feedbackTitle: "Feedback",
            .feedbackHeading: "Feedback zu {event}",
            .feedbackAskAgain: "`feedback` fragt erneut · `cancel` bricht ab",
            .feedbackWaiting: "Warte auf deine Bewertung und deinen Text.",
            .feedbackSending: "Wird gesendet…",
            .feedbackBackToEvent: "`back` führt zurück zur Veranstaltung",
            .feedbackKept: "Aufbewahrt: {draft}",
            .feedbackRetryHint: "`retry` sendet es erneut · `cancel` bricht ab",
            .helpFeedbackRetry: "sendet das Feedback nach einem Fehler erneut",
            .helpFeedbackCancel: "verwirft das Feedback und geht zurück",
        ])
}
