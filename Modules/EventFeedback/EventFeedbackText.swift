public import ConbookModuleKit

/// Every text the EventFeedback module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`EventFeedbackTexts`).
public enum EventFeedbackText: String, TextKey {
    case feedbackRatingProblem
    case feedbackSent
    case feedbackDraft
    case feedbackEvent
    case feedbackNotTaken
    case feedbackLoginNeeded, feedbackSessionEnded, feedbackNotAnAttendee
}
