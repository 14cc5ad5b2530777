public import ConbookKnowledgeGroup
import ConbookModuleKit

/// A knowledge group scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingKnowledgeGroupScene:
    CapturingDetailScene<KnowledgeGroupViewModel, any KnowledgeGroupSceneDelegate>, KnowledgeGroupScene, CapturingScene
{
    public func simulateSceneDidLoad() {
        delegate?.knowledgeGroupSceneDidLoad()
    }

    /// Acts as the user choosing the entry with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingEntry(titled title: String) -> Bool {
        guard let index = viewModel?.entries.firstIndex(of: title) else { return false }
        delegate?.knowledgeGroupSceneDidSelectEntry(at: index)
        return true
    }
}

extension CapturingSceneFactory: KnowledgeGroupSceneFactory {
    public func makeKnowledgeGroupScene() -> CapturingKnowledgeGroupScene {
        remember(CapturingKnowledgeGroupScene())
    }
}
