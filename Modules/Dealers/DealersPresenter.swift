import ConbookCore
import ConbookModuleKit

/// Listens to the dealers scene and the Core, keeps the user's search, categories and letter, and
/// tells the scene what to show; a sync keeps them (dropping categories that are gone).
@MainActor
final class DealersPresenter: DealersSceneDelegate, ConventionObserver {
    private weak var scene: (any DealersScene)?
    private weak var delegate: (any DealersModuleDelegate)?
    private let interactor: DealersInteractor
    private var state = DealersState()
    private var listing: DealersListing?

    init(scene: any DealersScene, delegate: any DealersModuleDelegate, interactor: DealersInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func dealersSceneDidLoad() {
        render()
    }

    func dealersSceneDidChangeSearchText(_ text: String) {
        state.searchText = text
        state.letter = nil
        render()
    }

    func dealersSceneDidToggleCategory(at index: Int) {
        guard let categories = listing?.viewModel.categories, categories.indices.contains(index) else { return }
        state.inactiveCategories.formSymmetricDifference([categories[index].name])
        state.letter = nil
        render()
    }

    func dealersSceneDidActivateAllCategories() {
        state.inactiveCategories = []
        state.letter = nil
        render()
    }

    func dealersSceneDidSelectLetter(at section: Int?) {
        guard let section else {
            state.letter = nil
            return render()
        }
        guard let sections = listing?.viewModel.sections, sections.indices.contains(section) else { return }
        state.letter = sections[section].title
        render()
    }

    func dealersSceneDidSelectDealer(section: Int, row: Int) {
        guard let dealer = listing?.dealerID(section: section, row: row) else { return }
        delegate?.dealersModuleDidSelectDealer(dealer)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated {
            state = interactor.reconciled(state)
            render()
        }
    }

    private func render() {
        let listing = interactor.listing(for: state)
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}
