import ConbookCore

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

    func announcementsSceneDidSelectAnnouncement(section: Int, row: Int) {
        guard let announcement = listing?.announcementID(section: section, row: row) else { return }
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
