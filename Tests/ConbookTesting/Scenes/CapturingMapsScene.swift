public import ConbookMaps
import ConbookModuleKit

/// A maps scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingMapsScene: MapsScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any MapsSceneDelegate)?
    /// The maps shown last.
    public private(set) var viewModel: MapsViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any MapsSceneDelegate) {
        self.delegate = delegate
    }

    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func show(_ viewModel: MapsViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.mapsSceneDidLoad()
    }

    /// The names of the maps listed, in order.
    public var listedNames: [String] {
        viewModel?.rows.map(\.name) ?? []
    }

    /// Acts as the user choosing the map with a name; false when it is not listed.
    @discardableResult
    public func simulateSelectingMap(named name: String) -> Bool {
        guard let row = viewModel?.rows.first(where: { $0.name == name }) else { return false }
        delegate?.mapsSceneDidSelectMap(id: row.id)
        return true
    }

    /// Acts as the user choosing a map by its row's identity, as a list shown earlier (another
    /// window, a list from before a sync) would.
    public func simulateSelectingMap(id: String) {
        delegate?.mapsSceneDidSelectMap(id: id)
    }
}

extension CapturingSceneFactory: MapsSceneFactory {
    public func makeMapsScene() -> CapturingMapsScene {
        remember(CapturingMapsScene())
    }
}
