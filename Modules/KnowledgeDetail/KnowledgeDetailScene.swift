public import ConbookCore
public import ConbookModuleKit

/// One entry of the knowledge base in full: its text, pictures and links.
@MainActor
public protocol KnowledgeDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any KnowledgeDetailSceneDelegate)
    /// Shows the entry.
    func show(_ viewModel: KnowledgeDetailViewModel)
    /// Says the entry is not (or no longer) in the knowledge base.
    func showUnavailable(_ message: String)
}

/// What the knowledge detail scene reports. Indexes refer to the last view model shown.
@MainActor
public protocol KnowledgeDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func knowledgeDetailSceneDidLoad()
    /// The user chose one of `links`.
    func knowledgeDetailSceneDidSelectLink(at index: Int)
}

/// A knowledge entry as display values.
public struct KnowledgeDetailViewModel: Hashable, Sendable {
    /// The entry's identity (for a front end that gives it an address of its own, e.g. a page in
    /// a browser); empty when not given.
    public var id: String
    /// Its title.
    public var title: String
    /// The group it is in, e.g. `Travel`.
    public var groupName: String?
    /// Its text, formatted; nil when it has none.
    public var text: RichText?
    /// Its pictures, in order.
    public var pictures: [PictureViewModel]
    /// Its links: its own, sorted by name, then those inside its text not among them, in the
    /// order the text has them.
    public var links: [LinkViewModel]

    /// Creates the display values.
    public init(
        id: String = "", title: String, groupName: String? = nil, text: RichText? = nil, pictures: [PictureViewModel] = [],
        links: [LinkViewModel] = []
    ) {
        self.id = id
        self.title = title
        self.groupName = groupName
        self.text = text
        self.pictures = pictures
        self.links = links
    }
}
