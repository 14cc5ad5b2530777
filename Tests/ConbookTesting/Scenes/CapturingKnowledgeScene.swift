public import ConbookKnowledge
import ConbookModuleKit

/// A knowledge scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingKnowledgeScene: KnowledgeScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any KnowledgeSceneDelegate)?
    /// The knowledge base shown last.
    public private(set) var viewModel: KnowledgeViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any KnowledgeSceneDelegate) {
        self.delegate = delegate
    }

    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func show(_ viewModel: KnowledgeViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.knowledgeSceneDidLoad()
    }

    /// The groups' titles, in display order.
    public var groupTitles: [String] {
        viewModel?.groups.map(\.title) ?? []
    }

    /// The entries found, as `Group: Entry`, in display order.
    public var resultTitles: [String] {
        viewModel?.results.flatMap { section in section.rows.map { "\(section.title): \($0.title)" } } ?? []
    }

    /// Acts as the user typing a search.
    public func simulateSearching(for text: String) {
        delegate?.knowledgeSceneDidChangeSearchText(text)
    }

    /// Acts as the user choosing the group with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingGroup(titled title: String) -> Bool {
        guard let row = viewModel?.groups.first(where: { $0.title == title }) else { return false }
        delegate?.knowledgeSceneDidSelectGroup(id: row.id)
        return true
    }

    /// Acts as the user choosing a group by its row's identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelectingGroup(id: String) {
        delegate?.knowledgeSceneDidSelectGroup(id: id)
    }

    /// Acts as the user choosing an entry a search found, by its title; false when it is not listed.
    @discardableResult
    public func simulateSelectingResult(titled title: String) -> Bool {
        guard let row = viewModel?.results.lazy.flatMap(\.rows).first(where: { $0.title == title }) else { return false }
        delegate?.knowledgeSceneDidSelectResult(id: row.id)
        return true
    }

    /// Acts as the user choosing an entry a search found by its row's identity, as a page shown
    /// earlier (another window, a page from before a sync) would.
    public func simulateSelectingResult(id: String) {
        delegate?.knowledgeSceneDidSelectResult(id: id)
    }
}

extension CapturingSceneFactory: KnowledgeSceneFactory {
    public func makeKnowledgeScene() -> CapturingKnowledgeScene {
        remember(CapturingKnowledgeScene())
    }
}
