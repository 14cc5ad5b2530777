public import ConbookModuleKit

/// One map: its picture, its places, and what is at a point the user taps.
@MainActor
public protocol MapDetailScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any MapDetailSceneDelegate)
    /// Shows the map.
    func show(_ viewModel: MapDetailViewModel)
    /// Says the map is not (or no longer) in the convention.
    func showUnavailable(_ message: String)
    /// Says something went wrong (e.g. a choice made on a page that has since changed).
    func showError(_ message: String)
}

/// What the map detail scene reports. A row of a tap's result is told by its identity
/// (`MapTapRowViewModel.id`), so that a choice made on a page that has since changed is refused,
/// never applied to another.
@MainActor
public protocol MapDetailSceneDelegate: AnyObject {
    /// The scene is on screen.
    func mapDetailSceneDidLoad()
    /// The user tapped the map at a point of its picture (pixels from its top left corner).
    func mapDetailSceneDidTap(x: Int, y: Int)
    /// The user chose a selectable row of the tap's result (see `MapTapViewModel.sections`), by its
    /// `id`.
    func mapDetailSceneDidSelectTapResult(id: String)
}

/// A map as display values.
public struct MapDetailViewModel: Hashable, Sendable {
    /// The map's identity (the same after a sync), e.g. for the address of its page; nil when not
    /// given.
    public var id: String?
    /// What it shows, e.g. `Dealers Den`.
    public var name: String
    /// Its picture, marking the place tapped or focused; nil when it has none.
    public var picture: PictureViewModel?
    /// How many places can be tapped, e.g. `47 places`.
    public var places: String
    /// The places ignored because their data is wrong, and why, e.g.
    /// `Table 12: its tap radius (-5) is negative`.
    public var ignoredPlaces: [String]
    /// The place the map was opened at (or moved to), e.g. `Nizza at (1784, 661)`; nil for none.
    public var focus: String?
    /// What the last tap found; nil before a tap.
    public var tapResult: MapTapViewModel?

    /// Creates the display values.
    public init(
        id: String? = nil, name: String, picture: PictureViewModel?, places: String, ignoredPlaces: [String] = [],
        focus: String? = nil,
        tapResult: MapTapViewModel? = nil
    ) {
        self.id = id
        self.name = name
        self.picture = picture
        self.places = places
        self.ignoredPlaces = ignoredPlaces
        self.focus = focus
        self.tapResult = tapResult
    }
}

/// What a tap on the map found.
public struct MapTapViewModel: Hashable, Sendable {
    /// Where the user tapped, in picture pixels, e.g. `(1784, 661)`.
    public var point: String
    /// What is there, e.g. `Room: Nizza`, `Dealer: Sketchy Fox Art`, `Nothing here.`
    public var title: String
    /// More about it, e.g. a web page's address, why a place is unavailable, or that nothing runs.
    public var details: [String]
    /// What can be chosen from it: a room's running and next events, a dealer, the places of a choice.
    public var sections: [MapTapSectionViewModel]

    /// Creates the display values.
    public init(point: String, title: String, details: [String] = [], sections: [MapTapSectionViewModel] = []) {
        self.point = point
        self.title = title
        self.details = details
        self.sections = sections
    }
}

/// A group of rows of a tap's result, e.g. `Running now`.
public struct MapTapSectionViewModel: Hashable, Sendable {
    /// The heading.
    public var title: String
    /// The rows.
    public var rows: [MapTapRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [MapTapRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One row of a tap's result: an event, a dealer, a place to choose.
public struct MapTapRowViewModel: Hashable, Sendable {
    /// What the row stands for (an event, a dealer, a place…), for telling which was chosen: an
    /// opaque text, the same after a sync.
    public var id: String
    /// What it is, e.g. an event's title or a place's name.
    public var title: String
    /// More about it, e.g. `11:00–12:30` or `room`.
    public var detail: String?
    /// Whether choosing it does something (an unavailable place does nothing).
    public var isSelectable: Bool

    /// Creates the row.
    public init(id: String, title: String, detail: String? = nil, isSelectable: Bool = true) {
        self.id = id
        self.title = title
        self.detail = detail
        self.isSelectable = isSelectable
    }
}
