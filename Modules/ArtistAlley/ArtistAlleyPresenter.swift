import ConbookCore
import ConbookModuleKit

/// Listens to the artist alley scene and the Core, keeps the user's search, and tells the scene
/// what to show; a sync or a change of login (which decides why the alley is empty) shows it again.
@MainActor
final class ArtistAlleyPresenter: ArtistAlleySceneDelegate, ConventionObserver {
    private weak var scene: (any ArtistAlleyScene)?
    private weak var delegate: (any ArtistAlleyModuleDelegate)?
    private let interactor: ArtistAlleyInteractor
    private var searchText = ""
    private var tables: [ArtistAlleyTable.ID] = []

    init(scene: any ArtistAlleyScene, delegate: any ArtistAlleyModuleDelegate, interactor: ArtistAlleyInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func artistAlleySceneDidLoad() {
        render()
    }

    func artistAlleySceneDidChangeSearchText(_ text: String) {
        searchText = text
        render()
    }

    func artistAlleySceneDidSelectTable(id: String) {
        guard let table = tables.first(where: { $0.rawValue == id }) else {
            // Chosen on a list that has since changed (a sync, another window): refused, with the list as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.artistAlleyModuleDidSelectTable(table)
    }

    func artistAlleySceneDidAskForOwnRegistration() {
        delegate?.artistAlleyModuleDidAskForOwnRegistration()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .accountChanged { render() }
    }

    private func render() {
        let listing = interactor.listing(searching: searchText)
        tables = listing.tables
        scene?.show(listing.viewModel)
    }
}
