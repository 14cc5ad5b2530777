/// Use case: send feedback on an event (a rating of 1 to 5 stars and a text) to the convention's
/// server, only for an event that takes feedback, and only by a logged-in attendee (the server
/// takes it from the role `Attendee`). An ended session logs out. On failure nothing is kept here: the one who wrote the text keeps it to
/// try again.
@MainActor
public struct SendFeedbackUseCase {
    let account: AttendeeAccount
    let repository: ConventionRepository

    /// Whether an event takes feedback (false for an event not in the convention, or a source
    /// without attendee services).
    public func acceptsFeedback(_ event: Event.ID) -> Bool {
        repository.event(event).map(acceptsFeedback) ?? false
    }

    /// Whether an event of the schedule, already read, takes feedback (false for a source without
    /// attendee services).
    public func acceptsFeedback(_ event: Event) -> Bool {
        account.api != nil && event.isAcceptingFeedback
    }

    /// Why the attendee could not send feedback now, before they write any (nil: they can try):
    /// `.notLoggedIn` without a login, `.sessionEnded` when it no longer counts, `.api(.forbidden)`
    /// when the server's profile says they are no attendee (it takes feedback from the role
    /// `Attendee` only).
    public func loginObstacle() -> LoginError? {
        guard let state = account.state else { return .notLoggedIn }
        guard account.validCredential != nil else { return .sessionEnded }
        if let profile = state.profile, !profile.isAttendee { return .api(.forbidden) }
        return nil
    }

    /// Sends the feedback.
    /// - Throws: `FeedbackError`: `.notOffered`, `.unknownEvent`, `.notAccepted` (checked here,
    ///   before anything is sent), or `.api` with the server's failure.
    public func send(_ feedback: EventFeedback) async throws(FeedbackError) {
        guard let api = account.api else { throw .notOffered }
        guard let event = repository.event(feedback.eventID) else { throw .unknownEvent }
        guard event.isAcceptingFeedback else { throw .notAccepted(eventTitle: event.title) }
        do {
            try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.sendFeedback(feedback, with: credential)
            }
        } catch {
            throw .login(error)
        }
    }
}
