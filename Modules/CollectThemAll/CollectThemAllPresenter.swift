import ConbookCore

/// Shows the game's page, and shows it again when the convention changes.
@MainActor
final class CollectThemAllPresenter: CollectThemAllSceneDelegate, ConventionObserver {
    private weak var scene: (any CollectThemAllScene)?
    private let interactor: CollectThemAllInteractor

    init(scene: any CollectThemAllScene, interactor: CollectThemAllInteractor) {
        self.scene = scene
        self.interactor = interactor
    }

    func collectThemAllSceneDidLoad() {
        scene?.show(interactor.viewModel())
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .accountChanged {
            scene?.show(interactor.viewModel())
        }
    }
}
