import ConbookCore
import ConbookModuleKit

/// Keeps News current and opens the events and announcements chosen from it.
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
        scene?.showRefreshStatus(RefreshStatus(current: refreshConvention.progress, in: interactor.texts.shared))
        render()
    }

    func newsSceneDidSelectRow(section: Int, row: Int) {
        switch listing?.target(section: section, row: row) {
        case .event(let event):
            delegate?.newsModuleDidSelectEvent(event)
        case .announcement(let announcement):
            delegate?.newsModuleDidSelectAnnouncement(announcement)
        case nil:
            break
        }
    }

    func newsSceneDidMarkAnnouncementsRead() {
        markRead(listing?.announcementIDs ?? [])
    }

    func newsSceneDidRequestRefresh() {
        refreshConvention.startRefresh()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if let status = RefreshStatus(after: change, in: interactor.texts.shared) {
            scene?.showRefreshStatus(status)
        }
        if change.changesEventListings || change == .announcementsRead
            || change == .accountChanged || change == .messagesUpdated
        {
            render()
        }
    }

    private func markRead(_ announcements: [Announcement.ID]) {
        do {
            try interactor.markRead(announcements)
        } catch {
            scene?.showError(
                interactor.texts(.readMarkNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    private func render() {
        let listing = interactor.listing()
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}
