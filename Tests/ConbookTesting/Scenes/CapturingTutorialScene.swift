import ConbookModuleKit
public import ConbookTutorial

/// A tutorial scene that records what it was told and lets tests answer as the user.
@MainActor
public final class CapturingTutorialScene: TutorialScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any TutorialSceneDelegate)?
    /// The introduction shown last.
    public private(set) var viewModel: TutorialViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any TutorialSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: TutorialViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.tutorialSceneDidLoad()
    }

    /// Acts as the user agreeing to the download.
    public func simulateAccepting() {
        delegate?.tutorialSceneDidAccept()
    }

    /// Acts as the user declining it.
    public func simulateDeclining() {
        delegate?.tutorialSceneDidDecline()
    }
}

extension CapturingSceneFactory: TutorialSceneFactory {
    public func makeTutorialScene() -> CapturingTutorialScene {
        remember(CapturingTutorialScene())
    }
}
