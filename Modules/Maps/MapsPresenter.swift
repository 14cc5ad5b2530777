import ConbookCore
import ConbookModuleKit

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

    func mapsSceneDidSelectMap(id: String) {
        guard let map = mapIDs.first(where: { $0.rawValue == id }) else {
            // Chosen on a list that has since changed (a sync, another window): refused, with the list as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.mapsModuleDidSelectMap(map)
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
