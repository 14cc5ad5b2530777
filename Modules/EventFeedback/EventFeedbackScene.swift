public import ConbookModuleKit

/// Feedback on an event: a rating of 1 to 5 stars and a text, sent to the convention's server.
/// A failed send keeps the text so that it can be sent again.
@MainActor
public protocol EventFeedbackScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any EventFeedbackSceneDelegate)
    /// Shows the form and where the feedback stands.
    func show(_ viewModel: EventFeedbackViewModel)
}

/// What the feedback scene reports.
@MainActor
public protocol EventFeedbackSceneDelegate: AnyObject {
    /// The scene is on screen.
    func eventFeedbackSceneDidLoad()
    /// The user asked to send a rating (as typed) and a text.
    func eventFeedbackSceneDidSubmit(rating: String, message: String)
    /// The user asked to send again what failed.
    func eventFeedbackSceneDidRetry()
    /// The user gave up.
    func eventFeedbackSceneDidCancel()
}

/// The feedback as display values.
public struct EventFeedbackViewModel: Hashable, Sendable {
    /// Where it stands.
    public enum Status: Hashable, Sendable {
        /// Waiting for the rating and the text (with why the last ones were refused, if they were).
        case editing(problem: String?)
        /// Being sent.
        case sending
        /// Sent; the message says so.
        case sent(String)
        /// Not sent, with why; the text is kept (`draft`) to send again.
        case failed(String)
        /// The event takes no feedback, with why.
        case unavailable(String)
    }

    /// The event's identity (e.g. for the address of the feedback's page); empty when not given.
    public var eventID: String
    /// The event's title.
    public var eventTitle: String
    /// When and where it runs, e.g. `Wednesday 19 August, 10:00–11:00 · Main Stage`.
    public var eventDetails: String
    /// Where the feedback stands.
    public var status: Status
    /// The rating and text kept after a failure, to send again; nil otherwise.
    public var draft: String?

    /// Creates the display values.
    public init(eventTitle: String, eventDetails: String, status: Status, draft: String? = nil, eventID: String = "") {
        self.eventID = eventID
        self.eventTitle = eventTitle
        self.eventDetails = eventDetails
        self.status = status
        self.draft = draft
    }
}
