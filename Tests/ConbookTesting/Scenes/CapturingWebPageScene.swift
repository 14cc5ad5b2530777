import ConbookModuleKit
public import ConbookWebPage

/// A web page scene that records what it was told.
@MainActor
public final class CapturingWebPageScene: WebPageScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any WebPageSceneDelegate)?
    /// The page shown last.
    public private(set) var viewModel: WebPageViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any WebPageSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: WebPageViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.webPageSceneDidLoad()
    }
}

extension CapturingSceneFactory: WebPageSceneFactory {
    public func makeWebPageScene() -> CapturingWebPageScene {
        remember(CapturingWebPageScene())
    }
}
