import ConbookCore
import ConbookModuleKit

/// Keeps the changes list current and opens the events chosen from it.
@MainActor
final class ChangesPresenter: ChangesSceneDelegate, ConventionObserver {
    private weak var scene: (any ChangesScene)?
    private weak var delegate: (any ChangesModuleDelegate)?
    private let interactor: ChangesInteractor
    /// The events that can be chosen from the changes shown.
    private var eventIDs: [Event.ID] = []

    init(scene: any ChangesScene, delegate: any ChangesModuleDelegate, interactor: ChangesInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func changesSceneDidLoad() {
        render()
    }

    func changesSceneDidSelectRow(id: String) {
        guard let event = eventIDs.first(where: { $0.rawValue == id }) else {
            // Chosen on a page that has since changed (a sync, another window), or cancelled since:
            // refused, with the page as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.changesModuleDidSelectEvent(event)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings {
            render()
        }
    }

    private func render() {
        let listing = interactor.listing()
        eventIDs = listing.eventIDs
        scene?.show(listing.viewModel)
    }
}
