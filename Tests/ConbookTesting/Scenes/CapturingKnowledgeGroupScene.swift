public import ConbookKnowledgeGroup

/// A knowledge group scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingKnowledgeGroupScene: KnowledgeGroupScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any KnowledgeGroupSceneDelegate)?
    /// The group shown last (nil once it became unavailable).
    public private(set) var viewModel: KnowledgeGroupViewModel?
    /// The unavailable message shown, if the group is gone.
    public private(set) var unavailableMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any KnowledgeGroupSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: KnowledgeGroupViewModel) {
        self.viewModel = viewModel
        unavailableMessage = nil
    }

    public func showUnavailable(_ message: String) {
        viewModel = nil
        unavailableMessage = message
    }

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
    public func makeKnowledgeGroupScene() -> any KnowledgeGroupScene {
        remember(CapturingKnowledgeGroupScene())
    }
}
