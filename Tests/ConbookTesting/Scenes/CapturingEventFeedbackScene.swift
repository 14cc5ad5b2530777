public import ConbookEventFeedback
import ConbookModuleKit

/// A feedback scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingEventFeedbackScene: EventFeedbackScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any EventFeedbackSceneDelegate)?
    /// What was shown last.
    public private(set) var viewModel: EventFeedbackViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any EventFeedbackSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: EventFeedbackViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.eventFeedbackSceneDidLoad()
    }

    /// Acts as the user sending a rating (as typed) and a text.
    public func simulateSubmitting(rating: String, message: String) {
        delegate?.eventFeedbackSceneDidSubmit(rating: rating, message: message)
    }

    /// Acts as the user sending again what failed.
    public func simulateRetrying() {
        delegate?.eventFeedbackSceneDidRetry()
    }

    /// Acts as the user giving up.
    public func simulateCancelling() {
        delegate?.eventFeedbackSceneDidCancel()
    }
}

extension CapturingSceneFactory: EventFeedbackSceneFactory {
    public func makeEventFeedbackScene() -> CapturingEventFeedbackScene {
        remember(CapturingEventFeedbackScene())
    }
}
