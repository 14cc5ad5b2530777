import ConbookCore
import ConbookModuleKit

/// Keeps the people listed for the user's search, current as syncs change them, and opens a person.
@MainActor
final class PeoplePresenter: PeopleSceneDelegate, ConventionObserver {
    private weak var scene: (any PeopleScene)?
    private weak var delegate: (any PeopleModuleDelegate)?
    private let interactor: PeopleInteractor
    private var searchText = ""
    private var names: [[String]] = []

    init(scene: any PeopleScene, delegate: any PeopleModuleDelegate, interactor: PeopleInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func peopleSceneDidLoad() {
        render()
    }

    func peopleSceneDidChangeSearchText(_ text: String) {
        searchText = text
        render()
    }

    func peopleSceneDidSelectPerson(named name: String) {
        guard names.joined().contains(name) else {
            // Chosen on a list that has since changed (a sync, another window): refused, with the list as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.peopleModuleDidSelectPerson(named: name)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated {
            render()
        }
    }

    private func render() {
        let listing = interactor.listing(search: searchText)
        names = listing.names
        scene?.show(listing.viewModel)
    }
}
