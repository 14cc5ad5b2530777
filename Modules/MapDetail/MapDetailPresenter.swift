import ConbookCore
import ConbookModuleKit

/// Shows one map, answers taps on it, and follows what the user chooses from a tap's result: a
/// dealer, an event or a place on another map go to the module's delegate; a place on this map is
/// focused. It keeps the map current as the Core changes (content and pictures).
@MainActor
final class MapDetailPresenter: MapDetailSceneDelegate, ConventionObserver {
    private weak var scene: (any MapDetailScene)?
    private weak var delegate: (any MapDetailModuleDelegate)?
    private let map: ConventionMap.ID
    private let interactor: MapDetailInteractor
    private var state: MapDetailState
    private var listing: MapDetailListing?

    init(
        scene: any MapDetailScene, delegate: any MapDetailModuleDelegate, map: ConventionMap.ID, focus: MapEntry.ID?,
        interactor: MapDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.map = map
        self.interactor = interactor
        state = MapDetailState(focus: focus)
    }

    func mapDetailSceneDidLoad() {
        render()
    }

    func mapDetailSceneDidTap(x: Int, y: Int) {
        state.tap = MapDetailState.Tap(x: x, y: y)
        render()
        if let action = listing?.immediateAction {
            perform(action)
        }
    }

    func mapDetailSceneDidSelectTapResult(id: String) {
        guard let row = listing?.row(id) else {
            // Chosen on a page that has since changed (a sync, another window): refused, with the page as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        guard let action = row.action else { return }
        perform(action)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .imagesUpdated {
            render()
        }
    }

    private func perform(_ action: MapDetailAction) {
        switch action {
        case .dealer(let dealer):
            delegate?.mapDetailModuleDidSelectDealer(dealer)
        case .event(let event):
            delegate?.mapDetailModuleDidSelectEvent(event)
        case .location(let location) where location.map.id == map:
            state.focus = location.entry.id
            state.tap = nil
            render()
        case .location(let location):
            delegate?.mapDetailModuleDidSelectLocation(location)
        case .option(let option):
            state.tap?.option = option
            render()
        }
    }

    private func render() {
        listing = interactor.listing(of: map, state: state)
        if let listing {
            scene?.show(listing.viewModel)
        } else {
            scene?.showUnavailable(interactor.texts(.mapUnavailable))
        }
    }
}
