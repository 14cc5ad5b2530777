import ConbookCore
public import ConbookModuleKit

/// The EventFeedback module's catalogues of texts, one per language.
public enum EventFeedbackTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<EventFeedbackText>(
        language: .english,
        templates: [
            .feedbackRatingProblem: "A rating is a number of stars from 1 to 5.",
            .feedbackSent: "Thank you: your {rating}-{rating:star|star} feedback was sent.",
            .feedbackDraft: "{rating} stars: {message}",
            .feedbackEvent: "Event",
            .feedbackNotTaken: "This event does not take feedback.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<EventFeedbackText>(
        language: .german,
        templates: [
            .feedbackRatingProblem: "Die Bewertung muss zwischen 1 und 5 Sternen liegen.",
            .feedbackSent: "Danke: Dein Feedback mit {rating} {rating:Stern|Sternen} wurde gesendet.",
            .feedbackDraft: "{rating} Sterne: {message}",
            .feedbackEvent: "Veranstaltung",
            .feedbackNotTaken: "Für diese Veranstaltung ist kein Feedback möglich.",
        ])
}
