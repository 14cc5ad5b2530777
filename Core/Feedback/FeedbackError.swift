/// Why feedback on an event was not sent. The text written stays with the one who wrote it.
public enum FeedbackError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rating outside 1…5.
    case ratingOutOfRange(Int)
    /// The event is not (or no longer) in the convention.
    case unknownEvent
    /// The event does not take feedback.
    case notAccepted(eventTitle: String)
    /// The convention's source has no attendee services.
    case notOffered
    /// It was not sent: no login, an ended session, or the server did not take it.
    case login(LoginError)

    public var description: String {
        switch self {
        case .ratingOutOfRange(let rating):
            "A rating is 1 to 5 stars, not \(rating)."
        case .unknownEvent:
            "This event is not in the convention."
        case .notAccepted(let title):
            "“\(title)” does not take feedback."
        case .notOffered:
            "This convention's source takes no feedback."
        case .login(.notLoggedIn):
            "Feedback is sent with your login: log in first. Your text is kept."
        case .login(let error):
            "The feedback was not sent: \(error.description) Your text is kept; try again."
        }
    }
}
