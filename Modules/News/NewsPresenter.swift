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

    func newsSceneDidSelectRow(id: String) {
        switch listing?.target(id) {
        case .event(let event):
            delegate?.newsModuleDidSelectEvent(event)
        case .announcement(let announcement):
            delegate?.newsModuleDidSelectAnnouncement(announcement)
        case nil:
            // A message acts on nothing; a row no longer shown was chosen on a page that has since
            // changed (a sync, another window): refused, with the page as it is now.
            guard listing?.lists(id) != true else { return }
            scene?.showError(interactor.texts(.pageChanged))
            render()
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
