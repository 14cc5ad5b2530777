public import ConbookModuleKit

/// The knowledge base: its groups in order, or, while searching, the entries found in their groups.
@MainActor
public protocol KnowledgeScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any KnowledgeSceneDelegate)
    /// Shows the knowledge base.
    func show(_ viewModel: KnowledgeViewModel)
    /// Says something went wrong (e.g. a choice made on a page that has since changed).
    func showError(_ message: String)
}

/// What the knowledge scene reports. A group or an entry is told by its identity
/// (`KnowledgeGroupRowViewModel.id`, `KnowledgeResultRowViewModel.id`), so that a choice made on a
/// page that has since changed is refused, never applied to another.
@MainActor
public protocol KnowledgeSceneDelegate: AnyObject {
    /// The scene is on screen.
    func knowledgeSceneDidLoad()
    /// The user typed a search; empty text ends the search.
    func knowledgeSceneDidChangeSearchText(_ text: String)
    /// The user chose one of `groups`, by its row's `id`.
    func knowledgeSceneDidSelectGroup(id: String)
    /// The user chose an entry a search found, by its row's `id`.
    func knowledgeSceneDidSelectResult(id: String)
}

/// The knowledge base as display values: `groups` when not searching, `results` when searching.
public struct KnowledgeViewModel: Hashable, Sendable {
    /// What is listed, e.g. `9 groups, 59 entries` or `3 entries found for “bus”`.
    public var heading: String
    /// The search text; empty when not searching.
    public var searchText: String
    /// Every group by order (empty while searching).
    public var groups: [KnowledgeGroupRowViewModel]
    /// The entries a search found, a section per group (empty when not searching).
    public var results: [KnowledgeResultSectionViewModel]
    /// What to say when nothing is listed, e.g. `Nothing found for “karaoke”.`; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(
        heading: String, searchText: String = "", groups: [KnowledgeGroupRowViewModel] = [],
        results: [KnowledgeResultSectionViewModel] = [], emptyMessage: String? = nil
    ) {
        self.heading = heading
        self.searchText = searchText
        self.groups = groups
        self.results = results
        self.emptyMessage = emptyMessage
    }
}

/// One group of the knowledge base in the list.
public struct KnowledgeGroupRowViewModel: Hashable, Sendable {
    /// The group's identity, for telling which was chosen (the same after a sync, e.g. for a link
    /// to its page).
    public var id: String
    /// Its name.
    public var title: String
    /// One line about it; nil when it has none.
    public var subtitle: String?
    /// Its icon's Font Awesome code point, e.g. `f129`, for front ends that have the font; nil
    /// when it has none.
    public var iconCode: String?
    /// How many entries it has, e.g. `6 entries`, `1 entry` or `No entries yet`.
    public var entryCount: String

    /// Creates the row.
    public init(id: String, title: String, subtitle: String? = nil, iconCode: String? = nil, entryCount: String) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.iconCode = iconCode
        self.entryCount = entryCount
    }
}

/// The entries of one group that a search found.
public struct KnowledgeResultSectionViewModel: Hashable, Sendable {
    /// The group's name.
    public var title: String
    /// The entries, by order.
    public var rows: [KnowledgeResultRowViewModel]

    /// Creates the section.
    public init(title: String, rows: [KnowledgeResultRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One entry a search found.
public struct KnowledgeResultRowViewModel: Hashable, Sendable {
    /// The entry's identity, for telling which was chosen (the same after a sync, e.g. for a link
    /// to its page).
    public var id: String
    /// Its title.
    public var title: String

    /// Creates the row.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
