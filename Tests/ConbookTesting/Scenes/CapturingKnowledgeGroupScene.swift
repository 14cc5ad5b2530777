public import ConbookKnowledgeGroup
import ConbookModuleKit

/// A knowledge group scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingKnowledgeGroupScene:
    CapturingDetailScene<KnowledgeGroupViewModel, any KnowledgeGroupSceneDelegate>, KnowledgeGroupScene, CapturingScene
{
    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.knowledgeGroupSceneDidLoad()
    }

    /// The entries' titles, in display order.
    public var entryTitles: [String] {
        viewModel?.entries.map(\.title) ?? []
    }

    /// Acts as the user choosing the entry with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingEntry(titled title: String) -> Bool {
        guard let entry = viewModel?.entries.first(where: { $0.title == title }) else { return false }
        delegate?.knowledgeGroupSceneDidSelectEntry(id: entry.id)
        return true
    }

    /// Acts as the user choosing an entry by its row's identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelectingEntry(id: String) {
        delegate?.knowledgeGroupSceneDidSelectEntry(id: id)
    }
}

extension CapturingSceneFactory: KnowledgeGroupSceneFactory {
    public func makeKnowledgeGroupScene() -> CapturingKnowledgeGroupScene {
        remember(CapturingKnowledgeGroupScene())
    }
}
