public import ConbookCore
public import ConbookModuleKit

/// One dealer in full: who they are, what they sell, when and where, their links and pictures.
@MainActor
public protocol DealerDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any DealerDetailSceneDelegate)
    /// Shows the dealer.
    func show(_ viewModel: DealerDetailViewModel)
    /// Says the dealer is not (or no longer) in the Dealers' Den.
    func showUnavailable(_ message: String)
}

/// What the dealer detail scene reports.
@MainActor
public protocol DealerDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func dealerDetailSceneDidLoad()
    /// The user asked to see where the dealer is on the map (see `DealerDetailViewModel.mapName`).
    func dealerDetailSceneDidSelectLocation()
    /// The user chose the link at an index of `DealerDetailViewModel.links`.
    func dealerDetailSceneDidSelectLink(at index: Int)
}

/// A dealer in full, as display values. Empty parts are nil (or empty) and not shown.
public struct DealerDetailViewModel: Hashable, Sendable {
    /// The dealer's identity (the same after a sync), e.g. for the address of its page; nil when
    /// not given.
    public var id: String?
    /// The name shown (the display name, else the nickname).
    public var name: String
    /// The nickname, when it is not the name shown.
    public var alternateName: String?
    /// What they sell, in the organisers' categories, e.g. `Prints`.
    public var categories: [String]
    /// One line about what they sell.
    public var shortDescription: String?
    /// The days they are at their table, e.g. `Every day`, `Thursday and Saturday only`, `Friday only`.
    public var attendance: String
    /// `After Dark Dealers' Den` when they sell there; nil for the Dealers' Den alone.
    public var afterDarkDen: String?
    /// Where to find them online (web pages, Twitter and Telegram), then the links inside their
    /// texts, each address once.
    public var links: [LinkViewModel]
    /// A picture of the artist (else their thumbnail).
    public var artistPicture: PictureViewModel?
    /// About the artist, formatted.
    public var aboutTheArtist: RichText?
    /// About the art, formatted.
    public var aboutTheArt: RichText?
    /// A preview of their art.
    public var artPreview: PictureViewModel?
    /// The caption of the art preview.
    public var artPreviewCaption: String?
    /// The map their table is on, e.g. `Dealers' Den`; nil when it is on no map.
    public var mapName: String?
    /// The keywords the dealer gave (2026), by category in the order of their categories, e.g.
    /// `Prints: fox, wolf`; empty when none.
    public var keywords: [String]

    /// Creates the display values.
    public init(
        id: String? = nil, name: String, alternateName: String? = nil, categories: [String] = [], shortDescription: String? = nil,
        attendance: String, afterDarkDen: String? = nil, links: [LinkViewModel] = [],
        artistPicture: PictureViewModel? = nil, aboutTheArtist: RichText? = nil, aboutTheArt: RichText? = nil,
        artPreview: PictureViewModel? = nil, artPreviewCaption: String? = nil, mapName: String? = nil,
        keywords: [String] = []
    ) {
        self.keywords = keywords
        self.id = id
        self.name = name
        self.alternateName = alternateName
        self.categories = categories
        self.shortDescription = shortDescription
        self.attendance = attendance
        self.afterDarkDen = afterDarkDen
        self.links = links
        self.artistPicture = artistPicture
        self.aboutTheArtist = aboutTheArtist
        self.aboutTheArt = aboutTheArt
        self.artPreview = artPreview
        self.artPreviewCaption = artPreviewCaption
        self.mapName = mapName
    }
}
