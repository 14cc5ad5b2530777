public import ConbookModuleKit

/// One group of the knowledge base: its entries in order.
@MainActor
public protocol KnowledgeGroupScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any KnowledgeGroupSceneDelegate)
    /// Shows the group.
    func show(_ viewModel: KnowledgeGroupViewModel)
    /// Says the group is not (or no longer) in the knowledge base.
    func showUnavailable(_ message: String)
    /// Says something went wrong (e.g. a choice made on a page that has since changed).
    func showError(_ message: String)
}

/// What the knowledge group scene reports. An entry is told by its identity
/// (`KnowledgeEntryRowViewModel.id`), so that a choice made on a page that has since changed is
/// refused, never applied to another.
@MainActor
public protocol KnowledgeGroupSceneDelegate: AnyObject {
    /// The scene is on screen.
    func knowledgeGroupSceneDidLoad()
    /// The user chose one of `entries`, by its row's `id`.
    func knowledgeGroupSceneDidSelectEntry(id: String)
}

/// A group of the knowledge base as display values.
public struct KnowledgeGroupViewModel: Hashable, Sendable {
    /// The group's identity (for a front end that gives it an address of its own, e.g. a page in
    /// a browser); empty when not given.
    public var id: String
    /// The group's name.
    public var title: String
    /// One line about it; nil when it has none.
    public var subtitle: String?
    /// Its entries, by order.
    public var entries: [KnowledgeEntryRowViewModel]
    /// What to say when it has no entries; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(
        id: String = "", title: String, subtitle: String? = nil, entries: [KnowledgeEntryRowViewModel],
        emptyMessage: String? = nil
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.entries = entries
        self.emptyMessage = emptyMessage
    }
}

/// One entry of the group.
public struct KnowledgeEntryRowViewModel: Hashable, Sendable {
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
