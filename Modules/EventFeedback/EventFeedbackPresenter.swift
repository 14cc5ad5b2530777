import ConbookCore
import ConbookModuleKit

/// Takes a rating and a text, refuses a rating outside 1 to 5 at once, sends the feedback, and
/// says how it went; a failed send keeps the text to send again.
@MainActor
final class EventFeedbackPresenter: EventFeedbackSceneDelegate, ConventionObserver {
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

    /// A login or logout while the page is shown opens or closes it for feedback.
    func conventionDidChange(_ change: ConventionChange) {
        guard change == .accountChanged, !isSending else { return }
        eventFeedbackSceneDidLoad()
    }

    func eventFeedbackSceneDidSubmit(rating: String, message: String) {
        guard !isSending, interactor.whyNotAccepted() == nil else { return }
        do throws(FeedbackError) {
            send(try interactor.feedback(rating: rating, message: message))
        } catch {
            show(.editing(problem: interactor.texts(.feedbackRatingProblem)))
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
            show(.sent(interactor.texts(.feedbackSent, ["rating": "\(feedback.rating)"])))
            return
        }
        failed = feedback
        show(
            .failed(ErrorWording.text(of: failure, in: interactor.texts.shared)),
            draft: interactor.texts(.feedbackDraft, ["rating": "\(feedback.rating)", "message": feedback.message]))
    }

    private func show(_ status: EventFeedbackViewModel.Status, draft: String? = nil) {
        let heading = interactor.heading()
        scene?.show(
            EventFeedbackViewModel(
                eventTitle: heading?.title ?? interactor.texts(.feedbackEvent), eventDetails: heading?.details ?? "",
                status: status, draft: draft, eventID: interactor.event.rawValue))
    }
}
