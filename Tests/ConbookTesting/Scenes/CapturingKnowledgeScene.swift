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
        viewModel?.results.flatMap { section in section.rows.map { "\(section.title): \($0)" } } ?? []
    }

    /// Acts as the user typing a search.
    public func simulateSearching(for text: String) {
        delegate?.knowledgeSceneDidChangeSearchText(text)
    }

    /// Acts as the user choosing the group with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingGroup(titled title: String) -> Bool {
        guard let index = groupTitles.firstIndex(of: title) else { return false }
        delegate?.knowledgeSceneDidSelectGroup(at: index)
        return true
    }

    /// Acts as the user choosing an entry a search found, by its title; false when it is not listed.
    @discardableResult
    public func simulateSelectingResult(titled title: String) -> Bool {
        for (section, results) in (viewModel?.results ?? []).enumerated() {
            if let row = results.rows.firstIndex(of: title) {
                delegate?.knowledgeSceneDidSelectResult(section: section, row: row)
                return true
            }
        }
        return false
    }
}

extension CapturingSceneFactory: KnowledgeSceneFactory {
    public func makeKnowledgeScene() -> CapturingKnowledgeScene {
        remember(CapturingKnowledgeScene())
    }
}
