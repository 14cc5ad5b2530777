import ConbookCore
public import ConbookModuleKit

/// The words only `WebEventFeedbackScene` shows, one catalogue per language.
public enum WebEventFeedbackTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case feedbackTitle, feedbackHeading, feedbackWaiting, ratingLabel, messageLabel, send, sending, kept, retry, cancel
        case backToEvent
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .feedbackTitle: "Feedback",
            .feedbackHeading: "Feedback on {event}",
            .feedbackWaiting: "Rate the event and say what you thought of it.",
            .ratingLabel: "Rating (1 to 5 stars)",
            .messageLabel: "Your feedback",
            .send: "Send the feedback",
            .sending: "Sending…",
            .kept: "Kept: {draft}",
            .retry: "Send it again",
            .cancel: "Give up the feedback",
            .backToEvent: "Back to the event",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .feedbackTitle: "Feedback",
            .feedbackHeading: "Feedback zu {event}",
            .feedbackWaiting: "Bewerte die Veranstaltung und sag, wie du sie fandest.",
            .ratingLabel: "Bewertung (1 bis 5 Sterne)",
            .messageLabel: "Dein Feedback",
            .send: "Feedback senden",
            .sending: "Wird gesendet…",
            .kept: "Aufbewahrt: {draft}",
            .retry: "Erneut senden",
            .cancel: "Feedback verwerfen",
            .backToEvent: "Zurück zur Veranstaltung",
        ])
}
