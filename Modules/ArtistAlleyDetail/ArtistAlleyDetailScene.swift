public import ConbookModuleKit

/// One table of the artist alley: the artist, their table, what they offer, their links and
/// picture.
@MainActor
public protocol ArtistAlleyDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any ArtistAlleyDetailSceneDelegate)
    /// Shows the table.
    func show(_ viewModel: ArtistAlleyDetailViewModel)
    /// Says the table is not (or no longer) in the alley.
    func showUnavailable(_ message: String)
}

/// What the artist alley table scene reports.
@MainActor
public protocol ArtistAlleyDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func artistAlleyDetailSceneDidLoad()
    /// The user chose the link at an index of `ArtistAlleyDetailViewModel.links`.
    func artistAlleyDetailSceneDidSelectLink(at index: Int)
}

/// A table in full, as display values. Empty parts are nil (or empty) and not shown.
public struct ArtistAlleyDetailViewModel: Hashable, Sendable {
    /// The table's identity (the same after a sync), e.g. for the address of its page; nil when
    /// not given.
    public var id: String?
    /// The artist's name.
    public var name: String
    /// The table, e.g. `Table 12`; nil when it has no number.
    public var table: String?
    /// What they offer.
    public var shortDescription: String?
    /// Their website, then Telegram, each address once.
    public var links: [LinkViewModel]
    /// A picture of their table or art.
    public var picture: PictureViewModel?

    /// Creates the display values.
    public init(
        id: String? = nil, name: String, table: String? = nil, shortDescription: String? = nil, links: [LinkViewModel] = [],
        picture: PictureViewModel? = nil
    ) {
        self.id = id
        self.name = name
        self.table = table
        self.shortDescription = shortDescription
        self.links = links
        self.picture = picture
    }
}
