public import ConbookNewsDetail

/// A news detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingNewsDetailScene: NewsDetailScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any NewsDetailSceneDelegate)?
    /// The announcement shown last (nil once it became unavailable).
    public private(set) var viewModel: NewsDetailViewModel?
    /// The unavailable message shown, if the announcement is unknown or gone.
    public private(set) var unavailableMessage: String?
    /// The errors shown, oldest first.
    public private(set) var errors: [String] = []

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any NewsDetailSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: NewsDetailViewModel) {
        self.viewModel = viewModel
        unavailableMessage = nil
    }

    public func showUnavailable(_ message: String) {
        viewModel = nil
        unavailableMessage = message
    }

    public func showError(_ message: String) {
        errors.append(message)
    }

    public func simulateSceneDidLoad() {
        delegate?.newsDetailSceneDidLoad()
    }
}

extension CapturingSceneFactory: NewsDetailSceneFactory {
    public func makeNewsDetailScene() -> any NewsDetailScene {
        remember(CapturingNewsDetailScene())
    }
}
