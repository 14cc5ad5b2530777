import ConbookCore

/// Keeps the list of maps current and opens the map chosen from it.
@MainActor
final class MapsPresenter: MapsSceneDelegate, ConventionObserver {
    private weak var scene: (any MapsScene)?
    private weak var delegate: (any MapsModuleDelegate)?
    private let interactor: MapsInteractor
    private var mapIDs: [ConventionMap.ID] = []

    init(scene: any MapsScene, delegate: any MapsModuleDelegate, interactor: MapsInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func mapsSceneDidLoad() {
        render()
    }

    func mapsSceneDidSelectMap(at index: Int) {
        guard mapIDs.indices.contains(index) else { return }
        delegate?.mapsModuleDidSelectMap(mapIDs[index])
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated {
            render()
        }
    }

    private func render() {
        let listing = interactor.listing()
        mapIDs = listing.mapIDs
        scene?.show(listing.viewModel)
    }
}
