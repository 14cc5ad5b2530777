/// Feedback on an event: a rating from 1 to 5 stars and a text.
public struct EventFeedback: Hashable, Sendable {
    /// The ratings a feedback may give.
    public static let ratings = 1...5

    /// The event.
    public let eventID: Event.ID
    /// How many stars, 1 to 5.
    public let rating: Int
    /// What the attendee wrote (may be empty).
    public let message: String

    /// Checks a feedback.
    /// - Throws: `FeedbackError.ratingOutOfRange` for a rating outside 1…5.
    public init(eventID: Event.ID, rating: Int, message: String) throws(FeedbackError) {
        guard Self.ratings.contains(rating) else { throw .ratingOutOfRange(rating) }
        self.eventID = eventID
        self.rating = rating
        self.message = message
    }
}
