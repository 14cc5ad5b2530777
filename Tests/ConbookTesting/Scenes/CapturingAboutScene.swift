public import ConbookAbout
import ConbookModuleKit

/// An about scene that records what it was told.
@MainActor
public final class CapturingAboutScene: AboutScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any AboutSceneDelegate)?
    /// The facts shown last.
    public private(set) var viewModel: AboutViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any AboutSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: AboutViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.aboutSceneDidLoad()
    }

    /// The value of a fact about the convention or the data kept, by its label.
    public func fact(_ label: String) -> String? {
        guard let viewModel else { return nil }
        return (viewModel.convention + viewModel.storage).first { $0.label == label }?.value
    }
}

extension CapturingSceneFactory: AboutSceneFactory {
    public func makeAboutScene() -> CapturingAboutScene {
        remember(CapturingAboutScene())
    }
}
