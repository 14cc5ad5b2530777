/// Shows the introduction and reports the user's answer once.
@MainActor
final class TutorialPresenter: TutorialSceneDelegate {
    private weak var scene: (any TutorialScene)?
    private weak var delegate: (any TutorialModuleDelegate)?
    private let interactor: TutorialInteractor
    private var hasAnswered = false

    init(scene: any TutorialScene, delegate: any TutorialModuleDelegate, interactor: TutorialInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func tutorialSceneDidLoad() {
        scene?.show(interactor.viewModel())
    }

    func tutorialSceneDidAccept() {
        guard !hasAnswered else { return }
        hasAnswered = true
        delegate?.tutorialModuleDidAccept()
    }

    func tutorialSceneDidDecline() {
        guard !hasAnswered else { return }
        hasAnswered = true
        delegate?.tutorialModuleDidDecline()
    }
}
