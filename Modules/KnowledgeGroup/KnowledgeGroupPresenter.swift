import ConbookCore
import ConbookModuleKit

/// Shows one group of the knowledge base, keeps it current as the Core changes, and opens entries.
@MainActor
final class KnowledgeGroupPresenter: KnowledgeGroupSceneDelegate, ConventionObserver {
    private weak var scene: (any KnowledgeGroupScene)?
    private weak var delegate: (any KnowledgeGroupModuleDelegate)?
    private let group: KnowledgeGroup.ID
    private let interactor: KnowledgeGroupInteractor
    private var entries: [KnowledgeEntry.ID] = []

    init(
        scene: any KnowledgeGroupScene, delegate: any KnowledgeGroupModuleDelegate, group: KnowledgeGroup.ID,
        interactor: KnowledgeGroupInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.group = group
        self.interactor = interactor
    }

    func knowledgeGroupSceneDidLoad() {
        render()
    }

    func knowledgeGroupSceneDidSelectEntry(id: String) {
        guard let entry = entries.first(where: { $0.rawValue == id }) else {
            // Chosen on a page that has since changed (a sync, another window): refused, with the page as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.knowledgeGroupModuleDidSelectEntry(entry)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated {
            render()
        }
    }

    private func render() {
        if let (viewModel, entries) = interactor.group(group) {
            self.entries = entries
            scene?.show(viewModel)
        } else {
            entries = []
            scene?.showUnavailable(interactor.texts(.knowledgeGroupUnavailable))
        }
    }
}
