import ConbookCore
import ConbookModuleKit

/// Shows one event, keeps it current as the Core changes, and toggles its favourite mark.
@MainActor
final class EventDetailPresenter: EventDetailSceneDelegate, ConventionObserver {
    static let unavailableMessage = "This event is no longer in the schedule."

    private weak var scene: (any EventDetailScene)?
    private let event: Event.ID
    private let interactor: EventDetailInteractor

    init(scene: any EventDetailScene, event: Event.ID, interactor: EventDetailInteractor) {
        self.scene = scene
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
