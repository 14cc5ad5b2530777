import ConbookCore
import ConbookModuleKit

/// Listens to the dealers scene and the Core, keeps the user's search, categories, letter and page,
/// and tells the scene what to show; a sync keeps them (dropping categories that are gone, and
/// showing the last page when the one shown is gone).
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
        backToTheTop()
    }

    func dealersSceneDidToggleCategory(at index: Int) {
        guard let categories = listing?.viewModel.categories, categories.indices.contains(index) else { return }
        state.inactiveCategories.formSymmetricDifference([categories[index].name])
        backToTheTop()
    }

    func dealersSceneDidActivateAllCategories() {
        state.inactiveCategories = []
        backToTheTop()
    }

    func dealersSceneDidSelectLetter(at index: Int?) {
        guard let index else {
            state.letter = nil
            return render()
        }
        guard let letters = listing?.viewModel.letters, letters.indices.contains(index) else { return }
        state.letter = letters[index]
        render()
    }

    func dealersSceneDidSelectPage(at index: Int) {
        state.pageIndex = max(0, index)
        state.letter = nil
        render()
    }

    func dealersSceneDidSelectDealer(id: String) {
        guard let dealer = listing?.dealerID(id) else {
            // Chosen on a page that has since changed (a sync, another window): refused, with the page as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.dealersModuleDidSelectDealer(dealer)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated {
            state = interactor.reconciled(state)
            render()
        }
    }

    /// A new search or category choice lists from the first page, with no letter jumped to.
    private func backToTheTop() {
        state.letter = nil
        state.pageIndex = 0
        render()
    }

    private func render() {
        let listing = interactor.listing(for: state)
        self.listing = listing
        // The page shown is the one kept: a letter's page, or the last when the one asked for is gone.
        state.pageIndex = listing.pageIndex
        scene?.show(listing.viewModel)
    }
}
