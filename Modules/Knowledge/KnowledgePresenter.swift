import ConbookCore

/// Listens to the knowledge scene and the Core, keeps the user's search across syncs, and opens a
/// group, or its only entry at once.
@MainActor
final class KnowledgePresenter: KnowledgeSceneDelegate, ConventionObserver {
    private weak var scene: (any KnowledgeScene)?
    private weak var delegate: (any KnowledgeModuleDelegate)?
    private let interactor: KnowledgeInteractor
    private var searchText = ""
    private var listing: KnowledgeListing?

    init(scene: any KnowledgeScene, delegate: any KnowledgeModuleDelegate, interactor: KnowledgeInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func knowledgeSceneDidLoad() {
        render()
    }

    func knowledgeSceneDidChangeSearchText(_ text: String) {
        searchText = text
        render()
    }

    func knowledgeSceneDidSelectGroup(at index: Int) {
        guard let groups = listing?.groups, groups.indices.contains(index) else { return }
        if let entry = groups[index].onlyEntry {
            delegate?.knowledgeModuleDidSelectEntry(entry.id)
        } else {
            delegate?.knowledgeModuleDidSelectGroup(groups[index].group.id)
        }
    }

    func knowledgeSceneDidSelectResult(section: Int, row: Int) {
        guard let results = listing?.results, results.indices.contains(section), results[section].indices.contains(row)
        else { return }
        delegate?.knowledgeModuleDidSelectEntry(results[section][row])
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated {
            render()
        }
    }

    private func render() {
        let listing = interactor.listing(searching: searchText)
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}
