import ConbookCore
import ConbookModuleKit

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

    func knowledgeSceneDidSelectGroup(id: String) {
        guard let group = listing?.group(id) else { return refusePageChanged() }
        if let entry = group.onlyEntry {
            delegate?.knowledgeModuleDidSelectEntry(entry.id)
        } else {
            delegate?.knowledgeModuleDidSelectGroup(group.group.id)
        }
    }

    func knowledgeSceneDidSelectResult(id: String) {
        guard let entry = listing?.result(id) else { return refusePageChanged() }
        delegate?.knowledgeModuleDidSelectEntry(entry)
    }

    /// A choice made on a page that has since changed (a sync, another window): refused, with
    /// the page as it is now.
    private func refusePageChanged() {
        scene?.showError(interactor.texts(.pageChanged))
        render()
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
