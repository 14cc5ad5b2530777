import ConbookCore
import ConbookModuleKit

/// Keeps the list of what is hidden current, shows items again, and opens hidden events.
@MainActor
final class HiddenPresenter: HiddenSceneDelegate, ConventionObserver {
    private weak var scene: (any HiddenScene)?
    private weak var delegate: (any HiddenModuleDelegate)?
    private let interactor: HiddenInteractor
    private var items: [[HiddenItem]] = []

    init(scene: any HiddenScene, delegate: any HiddenModuleDelegate, interactor: HiddenInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func hiddenSceneDidLoad() {
        render()
    }

    func hiddenSceneDidShowAgain(section: Int, row: Int) {
        guard let item = item(section: section, row: row) else { return }
        do throws(StoreError) {
            try interactor.showAgain(item)
        } catch {
            scene?.showError(
                interactor.texts(.hiddenShowNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func hiddenSceneDidSelectRow(section: Int, row: Int) {
        guard case .event(let id, _?) = item(section: section, row: row) else { return }
        delegate?.hiddenModuleDidSelectEvent(id)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings {
            render()
        }
    }

    private func item(section: Int, row: Int) -> HiddenItem? {
        guard items.indices.contains(section), items[section].indices.contains(row) else { return nil }
        return items[section][row]
    }

    private func render() {
        let listing = interactor.listing()
        items = listing.items
        scene?.show(listing.viewModel)
    }
}
