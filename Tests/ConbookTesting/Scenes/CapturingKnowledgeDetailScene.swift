public import ConbookKnowledgeDetail

/// A knowledge detail scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingKnowledgeDetailScene: KnowledgeDetailScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any KnowledgeDetailSceneDelegate)?
    /// The entry shown last (nil once it became unavailable).
    public private(set) var viewModel: KnowledgeDetailViewModel?
    /// The unavailable message shown, if the entry is gone.
    public private(set) var unavailableMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any KnowledgeDetailSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: KnowledgeDetailViewModel) {
        self.viewModel = viewModel
        unavailableMessage = nil
    }

    public func showUnavailable(_ message: String) {
        viewModel = nil
        unavailableMessage = message
    }

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
    public func makeKnowledgeDetailScene() -> any KnowledgeDetailScene {
        remember(CapturingKnowledgeDetailScene())
    }
}
