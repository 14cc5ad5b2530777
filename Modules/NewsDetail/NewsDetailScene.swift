public import ConbookCore
public import ConbookModuleKit

/// One announcement in full: its headline, who posted it and from which area, when it is shown,
/// its text and its picture. Opening it marks it read.
@MainActor
public protocol NewsDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any NewsDetailSceneDelegate)
    /// Shows the announcement.
    func show(_ viewModel: NewsDetailViewModel)
    /// Says the announcement is not (or no longer) in the convention.
    func showUnavailable(_ message: String)
    /// Says something went wrong (e.g. the read mark could not be saved); what is shown stays.
    func showError(_ message: String)
}

/// What the news detail scene reports.
@MainActor
public protocol NewsDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func newsDetailSceneDidLoad()
    /// The user chose the link at an index of `NewsDetailViewModel.links`.
    func newsDetailSceneDidSelectLink(at index: Int)
}

/// An announcement in full, as display values.
public struct NewsDetailViewModel: Hashable, Sendable {
    /// The announcement's identity (for a front end that gives it an address of its own, e.g. a
    /// page in a browser); empty when not given.
    public var id: String
    /// The headline on one line; `Untitled announcement` when it has none.
    public var title: String
    /// Who posted it, e.g. `Con Ops`; nil when not given.
    public var author: String?
    /// The organisers' area it comes from, e.g. `Info`; nil when not given.
    public var area: String?
    /// From when it is shown, in the convention's zone, e.g. `Wednesday 19 August 00:00 CEST`.
    public var validFrom: String
    /// Until when it is shown, in the convention's zone; says so when it is before `validFrom`.
    public var validUntil: String
    /// Where it stands, e.g. `Expired` or `Not shown yet`; nil while it is current.
    public var status: String?
    /// When it last changed, in the convention's zone.
    public var lastChanged: String
    /// Its text, formatted; says so when there is none.
    public var content: RichText
    /// Its picture, if it has one.
    public var picture: PictureViewModel?
    /// The links inside its text, once each (by address), in reading order; a front end numbers
    /// them where the text shows them.
    public var links: [LinkViewModel]

    /// Creates the display values.
    public init(
        id: String = "", title: String, author: String? = nil, area: String? = nil, validFrom: String, validUntil: String,
        status: String? = nil, lastChanged: String, content: RichText, picture: PictureViewModel? = nil,
        links: [LinkViewModel] = []
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.area = area
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.status = status
        self.lastChanged = lastChanged
        self.content = content
        self.picture = picture
        self.links = links
    }
}
