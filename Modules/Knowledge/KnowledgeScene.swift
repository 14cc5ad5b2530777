public import ConbookModuleKit

/// The knowledge base: its groups in order, or, while searching, the entries found in their groups.
@MainActor
public protocol KnowledgeScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any KnowledgeSceneDelegate)
    /// Shows the knowledge base.
    func show(_ viewModel: KnowledgeViewModel)
}

/// What the knowledge scene reports. Indexes refer to the lists of the last view model shown.
@MainActor
public protocol KnowledgeSceneDelegate: AnyObject {
    /// The scene is on screen.
    func knowledgeSceneDidLoad()
    /// The user typed a search; empty text ends the search.
    func knowledgeSceneDidChangeSearchText(_ text: String)
    /// The user chose one of `groups`.
    func knowledgeSceneDidSelectGroup(at index: Int)
    /// The user chose an entry a search found.
    func knowledgeSceneDidSelectResult(section: Int, row: Int)
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
    public init(title: String, subtitle: String? = nil, iconCode: String? = nil, entryCount: String) {
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
    /// The entries' titles, by order.
    public var rows: [String]

    /// Creates the section.
    public init(title: String, rows: [String]) {
        self.title = title
        self.rows = rows
    }
}
