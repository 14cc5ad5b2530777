public import ConbookKnowledgeDetail
import ConbookModuleKit

/// A knowledge detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingKnowledgeDetailScene:
    CapturingDetailScene<KnowledgeDetailViewModel, any KnowledgeDetailSceneDelegate>, KnowledgeDetailScene, CapturingScene
{
    public func simulateSceneDidLoad() {
        delegate?.knowledgeDetailSceneDidLoad()
    }

    /// The links' names, in display order.
    public var linkNames: [String] {
        viewModel?.links.map(\.name) ?? []
    }

    /// Acts as the user choosing the link with a name; false when it is not listed.
    @discardableResult
    public func simulateSelectingLink(named name: String) -> Bool {
        guard let index = linkNames.firstIndex(of: name) else { return false }
        delegate?.knowledgeDetailSceneDidSelectLink(at: index)
        return true
    }
}

extension CapturingSceneFactory: KnowledgeDetailSceneFactory {
    public func makeKnowledgeDetailScene() -> CapturingKnowledgeDetailScene {
        remember(CapturingKnowledgeDetailScene())
    }
}
