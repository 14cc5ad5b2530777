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
            .feedbackLoginNeeded: "Feedback is for logged-in attendees: log in first ({logIn}), then come back to this page.",
            .feedbackSessionEnded: "Your session ended: log in again ({logIn}) to give feedback. Your favourites are kept.",
            .feedbackNotAnAttendee:
                "Feedback is for attendees, and the convention's server knows no attendee registration of yours.",
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
            .feedbackLoginNeeded:
                "Feedback können nur angemeldete Teilnehmende geben: Melde dich zuerst an ({logIn}) und komm dann hierher zurück.",
            .feedbackSessionEnded:
                "Deine Sitzung ist abgelaufen: Melde dich neu an ({logIn}), um Feedback zu geben. Deine Favoriten bleiben erhalten.",
            .feedbackNotAnAttendee:
                "Feedback können nur Teilnehmende geben, und der Server der Convention kennt keine Anmeldung von dir als Teilnehmer.",
        ])
}
