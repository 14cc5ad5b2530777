import ConbookCore

/// Shows About, and shows it again when a sync changes what the convention holds.
@MainActor
final class AboutPresenter: AboutSceneDelegate, ConventionObserver {
    private weak var scene: (any AboutScene)?
    private let interactor: AboutInteractor

    init(scene: any AboutScene, interactor: AboutInteractor) {
        self.scene = scene
        self.interactor = interactor
    }

    func aboutSceneDidLoad() {
        scene?.show(interactor.viewModel())
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .imagesUpdated {
            scene?.show(interactor.viewModel())
        }
    }
}
