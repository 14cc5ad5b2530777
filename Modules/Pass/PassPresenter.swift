import ConbookCore

/// Shows the badge pass: fetches it when the scene appears, when asked, and when the login
/// changes (a login, a logout, an ended session); until it arrives, says it is being fetched.
@MainActor
final class PassPresenter: PassSceneDelegate, ConventionObserver {
    private weak var scene: (any PassScene)?
    private weak var delegate: (any PassModuleDelegate)?
    private let interactor: PassInteractor
    /// Counts the fetches started: only the latest one's outcome shows.
    private var fetches = 0

    init(scene: any PassScene, delegate: any PassModuleDelegate, interactor: PassInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func passSceneDidLoad() {
        showAndFetch()
    }

    func passSceneDidAskToLogIn() {
        delegate?.passModuleDidAskToLogIn()
    }

    func passSceneDidAskToRefresh() {
        showAndFetch()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .accountChanged { showAndFetch() }
    }

    private func showAndFetch() {
        fetches += 1
        let fetch = fetches
        scene?.show(interactor.waiting())
        guard interactor.isLoggedIn else { return }
        let interactor = interactor
        Task { [weak self] in
            let viewModel = await interactor.fetched()
            guard let self else { return }
            // A later fetch's outcome replaces this one's; but when the login ended meanwhile
            // (this fetch may have ended it), why there is no pass is this outcome's to say.
            let explainsTheLogout = !interactor.isLoggedIn && viewModel.modules.isEmpty
            guard fetch == fetches || explainsTheLogout else { return }
            scene?.show(viewModel)
        }
    }
}
