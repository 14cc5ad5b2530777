import ConbookCore
import ConbookModuleKit

/// Keeps the list of announcements current (syncs, read marks) and opens the one chosen from it.
@MainActor
final class AnnouncementsPresenter: AnnouncementsSceneDelegate, ConventionObserver {
    private weak var scene: (any AnnouncementsScene)?
    private weak var delegate: (any AnnouncementsModuleDelegate)?
    private let interactor: AnnouncementsInteractor
    private var listing: AnnouncementsListing?

    init(scene: any AnnouncementsScene, delegate: any AnnouncementsModuleDelegate, interactor: AnnouncementsInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func announcementsSceneDidLoad() {
        render()
    }

    func announcementsSceneDidSelectAnnouncement(id: String) {
        guard let announcement = listing?.announcementID(id) else {
            // Chosen on a list that has since changed (a sync, another window): refused, with the list as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.announcementsModuleDidSelectAnnouncement(announcement)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .announcementsRead {
            render()
        }
    }

    private func render() {
        let listing = interactor.listing()
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}
