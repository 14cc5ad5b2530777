import ConbookCore
import ConbookModuleKit

/// Shows one knowledge entry, keeps it current as the Core changes (content and pictures), and
/// follows its links.
@MainActor
final class KnowledgeDetailPresenter: KnowledgeDetailSceneDelegate, ConventionObserver {
    private weak var scene: (any KnowledgeDetailScene)?
    private weak var delegate: (any KnowledgeDetailModuleDelegate)?
    private let entry: KnowledgeEntry.ID
    private let interactor: KnowledgeDetailInteractor
    private var links = TextLinks()

    init(
        scene: any KnowledgeDetailScene, delegate: any KnowledgeDetailModuleDelegate, entry: KnowledgeEntry.ID,
        interactor: KnowledgeDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.entry = entry
        self.interactor = interactor
    }

    func knowledgeDetailSceneDidLoad() {
        render()
    }

    func knowledgeDetailSceneDidSelectLink(at index: Int) {
        guard let link = links.followable(at: index) else { return }
        delegate?.knowledgeDetailModuleDidSelectLink(link.destination, named: link.name)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .imagesUpdated {
            render()
        }
    }

    private func render() {
        if let (viewModel, links) = interactor.entry(entry) {
            self.links = links
            scene?.show(viewModel)
        } else {
            links = TextLinks()
            scene?.showUnavailable(interactor.texts(.knowledgeEntryUnavailable))
        }
    }
}
