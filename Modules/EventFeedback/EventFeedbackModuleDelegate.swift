/// What the feedback module reports to whoever shows it (the Director).
@MainActor
public protocol EventFeedbackModuleDelegate: AnyObject {
    /// The user gave up: the form can close (after a send, the form stays to say it was sent).
    func eventFeedbackModuleDidCancel()
}
