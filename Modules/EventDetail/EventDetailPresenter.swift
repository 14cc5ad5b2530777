import ConbookCore
import ConbookModuleKit

/// Shows one event, keeps it current as the Core changes, toggles its favourite mark, and opens its
/// room on the map.
@MainActor
final class EventDetailPresenter: EventDetailSceneDelegate, ConventionObserver {
    static let unavailableMessage = "This event is no longer in the schedule."

    private weak var scene: (any EventDetailScene)?
    private weak var delegate: (any EventDetailModuleDelegate)?
    private let event: Event.ID
    private let interactor: EventDetailInteractor

    init(
        scene: any EventDetailScene, delegate: any EventDetailModuleDelegate, event: Event.ID,
        interactor: EventDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.event = event
        self.interactor = interactor
    }

    func eventDetailSceneDidLoad() {
        render()
    }

    func eventDetailSceneDidToggleFavourite() {
        do {
            try interactor.toggleFavourite(event)
        } catch {
            scene?.showError("The favourite could not be saved: \(error.description)")
        }
    }

    func eventDetailSceneDidSelectRoomLocation() {
        guard let location = interactor.roomLocation(of: event) else { return }
        delegate?.eventDetailModuleDidSelectRoomLocation(location)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .favouritesChanged {
            render()
        }
    }

    private func render() {
        if let viewModel = interactor.viewModel(for: event) {
            scene?.show(viewModel)
        } else {
            scene?.showUnavailable(Self.unavailableMessage)
        }
    }
}
