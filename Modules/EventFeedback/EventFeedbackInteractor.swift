import ConbookCore
import ConbookModuleKit

/// Checks and sends feedback on one event through the Core.
@MainActor
struct EventFeedbackInteractor {
    let event: Event.ID
    let sendFeedback: SendFeedbackUseCase
    let viewEvent: ViewEventUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<EventFeedbackText>

    /// The event's title and when and where it runs; nil when it is not in the schedule.
    func heading() -> (title: String, details: String)? {
        guard let scheduled = viewEvent.event(event) else { return nil }
        let when = calendar.formattedTimes(from: scheduled.event.start, to: scheduled.event.end)
        return (scheduled.event.title, "\(when) · \(scheduled.room.name)")
    }

    /// Why no feedback can be given here, if none can: the event takes none, or the attendee must
    /// log in (feedback is for logged-in attendees) or is no attendee.
    func whyNotAccepted() -> String? {
        guard sendFeedback.acceptsFeedback(event) else { return texts(.feedbackNotTaken) }
        switch sendFeedback.loginObstacle() {
        case nil: return nil
        case .api(.forbidden)?: return texts(.feedbackNotAnAttendee)
        case .sessionEnded?: return texts(.feedbackSessionEnded)
        default: return texts(.feedbackLoginNeeded)
        }
    }

    /// The rating as typed and the text, checked.
    func feedback(rating: String, message: String) throws(FeedbackError) -> EventFeedback {
        let trimmed = DisplayText.trimmed(rating)
        guard let value = Int(trimmed) else { throw .ratingOutOfRange(0) }
        return try EventFeedback(eventID: event, rating: value, message: message)
    }

    func send(_ feedback: EventFeedback) async throws(FeedbackError) {
        try await sendFeedback.send(feedback)
    }
}
