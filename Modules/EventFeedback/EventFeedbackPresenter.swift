import ConbookCore

/// Takes a rating and a text, refuses a rating outside 1 to 5 at once, sends the feedback, and
/// says how it went; a failed send keeps the text to send again.
@MainActor
final class EventFeedbackPresenter: EventFeedbackSceneDelegate {
    static let ratingProblem = "A rating is a number of stars from 1 to 5."

    private weak var scene: (any EventFeedbackScene)?
    private weak var delegate: (any EventFeedbackModuleDelegate)?
    private let interactor: EventFeedbackInteractor
    private var failed: EventFeedback?
    private var isSending = false

    init(scene: any EventFeedbackScene, delegate: any EventFeedbackModuleDelegate, interactor: EventFeedbackInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func eventFeedbackSceneDidLoad() {
        if let reason = interactor.whyNotAccepted() {
            show(.unavailable(reason))
        } else {
            show(.editing(problem: nil))
        }
    }

    func eventFeedbackSceneDidSubmit(rating: String, message: String) {
        guard !isSending, interactor.whyNotAccepted() == nil else { return }
        do throws(FeedbackError) {
            send(try interactor.feedback(rating: rating, message: message))
        } catch {
            show(.editing(problem: Self.ratingProblem))
        }
    }

    func eventFeedbackSceneDidRetry() {
        guard !isSending, let failed else { return }
        send(failed)
    }

    func eventFeedbackSceneDidCancel() {
        guard !isSending else { return }
        delegate?.eventFeedbackModuleDidCancel()
    }

    private func send(_ feedback: EventFeedback) {
        isSending = true
        show(.sending)
        let interactor = interactor
        Task { [weak self] in
            do throws(FeedbackError) {
                try await interactor.send(feedback)
                self?.finish(sent: feedback, failure: nil)
            } catch {
                self?.finish(sent: feedback, failure: error)
            }
        }
    }

    private func finish(sent feedback: EventFeedback, failure: FeedbackError?) {
        isSending = false
        guard let failure else {
            failed = nil
            show(.sent("Thank you: your \(feedback.rating)-star feedback was sent."))
            return
        }
        failed = feedback
        show(.failed(failure.description), draft: "\(feedback.rating) stars: \(feedback.message)")
    }

    private func show(_ status: EventFeedbackViewModel.Status, draft: String? = nil) {
        let heading = interactor.heading()
        scene?.show(EventFeedbackViewModel(
            eventTitle: heading?.title ?? "Event", eventDetails: heading?.details ?? "", status: status, draft: draft))
    }
}
