import ConbookModuleKit
public import ConbookPreload

/// A preload scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingPreloadScene: PreloadScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any PreloadSceneDelegate)?
    /// Every progress shown, in order.
    public private(set) var progressShown: [PreloadProgressViewModel] = []
    /// The failure message shown last, if any (cleared when progress is shown again).
    public private(set) var failureMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any PreloadSceneDelegate) {
        self.delegate = delegate
    }

    public func showProgress(_ progress: PreloadProgressViewModel) {
        progressShown.append(progress)
        failureMessage = nil
    }

    public func showFailure(_ message: String) {
        failureMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.preloadSceneDidLoad()
    }

    /// Acts as the user asking to try again.
    public func simulateRetry() {
        delegate?.preloadSceneDidRequestRetry()
    }

    /// Acts as the user cancelling.
    public func simulateCancel() {
        delegate?.preloadSceneDidRequestCancel()
    }
}

extension CapturingSceneFactory: PreloadSceneFactory {
    public func makePreloadScene() -> CapturingPreloadScene {
        remember(CapturingPreloadScene())
    }
}
