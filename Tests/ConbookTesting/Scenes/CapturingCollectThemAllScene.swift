public import ConbookCollectThemAll
import ConbookModuleKit

/// A Collect them all scene that records what it was told.
@MainActor
public final class CapturingCollectThemAllScene: CollectThemAllScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any CollectThemAllSceneDelegate)?
    /// What was shown last.
    public private(set) var viewModel: CollectThemAllViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any CollectThemAllSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: CollectThemAllViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.collectThemAllSceneDidLoad()
    }
}

extension CapturingSceneFactory: CollectThemAllSceneFactory {
    public func makeCollectThemAllScene() -> CapturingCollectThemAllScene {
        remember(CapturingCollectThemAllScene())
    }
}
