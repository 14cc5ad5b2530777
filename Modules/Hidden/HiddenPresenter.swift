import ConbookCore
import ConbookModuleKit

/// Keeps the list of what is hidden current, shows items again, and opens hidden events.
@MainActor
final class HiddenPresenter: HiddenSceneDelegate, ConventionObserver {
    private weak var scene: (any HiddenScene)?
    private weak var delegate: (any HiddenModuleDelegate)?
    private let interactor: HiddenInteractor
    /// The items of the list shown, section by section.
    private var items: [[HiddenItem]] = []

    init(scene: any HiddenScene, delegate: any HiddenModuleDelegate, interactor: HiddenInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func hiddenSceneDidLoad() {
        render()
    }

    func hiddenSceneDidShowAgain(id: String) {
        guard let item = item(id) else { return refusePageChanged() }
        do throws(StoreError) {
            try interactor.showAgain(item)
        } catch {
            scene?.showError(
                interactor.texts(.hiddenShowNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func hiddenSceneDidSelectRow(id: String) {
        switch item(id) {
        case .event(let event, _?): delegate?.hiddenModuleDidSelectEvent(event)
        case .room, .track, .language: break  // never opens
        // No longer listed, or no longer in the schedule: chosen on a page that has since changed.
        case .event(_, nil), nil: refusePageChanged()
        }
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings {
            render()
        }
    }

    /// The item of the list shown with a row identity (`HiddenRowViewModel.id`); nil when the
    /// list shows none with it.
    private func item(_ id: String) -> HiddenItem? {
        items.lazy.joined().first { HiddenInteractor.rowID(of: $0) == id }
    }

    /// A choice made on a page that has since changed (a sync, another window): refused, with
    /// the page as it is now.
    private func refusePageChanged() {
        scene?.showError(interactor.texts(.pageChanged))
        render()
    }

    private func render() {
        let listing = interactor.listing()
        items = listing.items
        scene?.show(listing.viewModel)
    }
}
