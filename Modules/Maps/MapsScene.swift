public import ConbookModuleKit

/// The convention's maps, in the organisers' order.
@MainActor
public protocol MapsScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any MapsSceneDelegate)
    /// Shows the maps.
    func show(_ viewModel: MapsViewModel)
    /// Says something went wrong (e.g. a choice made on a list that has since changed).
    func showError(_ message: String)
}

/// What the maps scene reports. A map is told by its identity (`MapRowViewModel.id`), so that a
/// choice made on a list that has since changed is refused, never applied to another.
@MainActor
public protocol MapsSceneDelegate: AnyObject {
    /// The scene is on screen.
    func mapsSceneDidLoad()
    /// The user chose a map of the list shown, by its row's `id`.
    func mapsSceneDidSelectMap(id: String)
}

/// The maps as display values.
public struct MapsViewModel: Hashable, Sendable {
    /// The maps, in order.
    public var rows: [MapRowViewModel]
    /// What to say when there are no maps; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(rows: [MapRowViewModel], emptyMessage: String?) {
        self.rows = rows
        self.emptyMessage = emptyMessage
    }
}

/// One map in the list.
public struct MapRowViewModel: Hashable, Sendable {
    /// The map's identity, for telling which was chosen (the same after a sync, e.g. for a link to
    /// its page).
    public var id: String
    /// What it shows, e.g. `Dealers Den`.
    public var name: String
    /// Its picture, e.g. `1920 × 1400 PNG`; nil when it has none.
    public var picture: String?
    /// How many places can be tapped on it, e.g. `47 places`.
    public var places: String

    /// Creates the row.
    public init(id: String, name: String, picture: String?, places: String) {
        self.id = id
        self.name = name
        self.picture = picture
        self.places = places
    }
}
