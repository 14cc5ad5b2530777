import ConbookCore

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

    func artistAlleySceneDidSelectTable(at index: Int) {
        guard tables.indices.contains(index) else { return }
        delegate?.artistAlleyModuleDidSelectTable(tables[index])
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
