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
}

/// What the knowledge group scene reports. Indexes refer to the last view model shown.
@MainActor
public protocol KnowledgeGroupSceneDelegate: AnyObject {
    /// The scene is on screen.
    func knowledgeGroupSceneDidLoad()
    /// The user chose one of `entries`.
    func knowledgeGroupSceneDidSelectEntry(at index: Int)
}

/// A group of the knowledge base as display values.
public struct KnowledgeGroupViewModel: Hashable, Sendable {
    /// The group's name.
    public var title: String
    /// One line about it; nil when it has none.
    public var subtitle: String?
    /// Its entries' titles, by order.
    public var entries: [String]
    /// What to say when it has no entries; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(title: String, subtitle: String? = nil, entries: [String], emptyMessage: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.entries = entries
        self.emptyMessage = emptyMessage
    }
}
