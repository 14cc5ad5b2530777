import ConbookCore
import ConbookModuleKit

/// Keeps the overview current and opens events chosen from it.
@MainActor
final class NewsPresenter: NewsSceneDelegate, ConventionObserver {
    private weak var scene: (any NewsScene)?
    private weak var delegate: (any NewsModuleDelegate)?
    private let interactor: NewsInteractor
    private let refreshConvention: RefreshConventionUseCase
    private var listing: NewsListing?

    init(
        scene: any NewsScene, delegate: any NewsModuleDelegate, interactor: NewsInteractor,
        refreshConvention: RefreshConventionUseCase
    ) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
        self.refreshConvention = refreshConvention
    }

    func newsSceneDidLoad() {
        render()
        scene?.showRefreshStatus(RefreshStatus(current: refreshConvention.progress))
    }

    func newsSceneDidSelectRow(section: Int, row: Int) {
        guard let event = listing?.eventID(section: section, row: row) else { return }
        delegate?.newsModuleDidSelectEvent(event)
    }

    func newsSceneDidRequestRefresh() {
        refreshConvention.startRefresh()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if let status = RefreshStatus(after: change) {
            scene?.showRefreshStatus(status)
        }
        if change == .contentUpdated || change == .favouritesChanged {
            render()
        }
    }

    private func render() {
        let listing = interactor.listing()
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}
