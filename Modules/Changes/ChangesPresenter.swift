import ConbookCore

/// Keeps the changes list current and opens the events chosen from it.
@MainActor
final class ChangesPresenter: ChangesSceneDelegate, ConventionObserver {
    private weak var scene: (any ChangesScene)?
    private weak var delegate: (any ChangesModuleDelegate)?
    private let interactor: ChangesInteractor
    private var eventIDs: [[Event.ID?]] = []

    init(scene: any ChangesScene, delegate: any ChangesModuleDelegate, interactor: ChangesInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func changesSceneDidLoad() {
        render()
    }

    func changesSceneDidSelectRow(section: Int, row: Int) {
        guard eventIDs.indices.contains(section), eventIDs[section].indices.contains(row),
            let event = eventIDs[section][row]
        else { return }
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
