import ConbookCore
import ConbookModuleKit

/// Shows one announcement and marks it read as it opens; follows syncs (a changed announcement
/// is shown and marked read again, a withdrawn one shown as gone) and arriving pictures, and the
/// links inside its text.
@MainActor
final class NewsDetailPresenter: NewsDetailSceneDelegate, ConventionObserver {
    private weak var scene: (any NewsDetailScene)?
    private weak var delegate: (any NewsDetailModuleDelegate)?
    private let announcement: Announcement.ID
    private let interactor: NewsDetailInteractor
    /// Whether the announcement was shown (so that its disappearing reads as withdrawn).
    private var wasShown = false
    /// The version last marked read (or tried): a failed mark is told once per version.
    private var markedVersion: Instant?
    /// The links shown, with where they lead.
    private var links = TextLinks()

    init(
        scene: any NewsDetailScene, delegate: any NewsDetailModuleDelegate, announcement: Announcement.ID,
        interactor: NewsDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.announcement = announcement
        self.interactor = interactor
    }

    func newsDetailSceneDidLoad() {
        render()
    }

    func newsDetailSceneDidSelectLink(at index: Int) {
        guard let link = links.followable(at: index) else { return }
        delegate?.newsDetailModuleDidSelectLink(link.destination, named: link.name)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .imagesUpdated {
            render()
        }
    }

    private func render() {
        guard let (viewModel, links) = interactor.announcement(announcement) else {
            self.links = TextLinks()
            scene?.showUnavailable(interactor.texts(wasShown ? .announcementWithdrawn : .announcementUnknown))
            return
        }
        self.links = links
        wasShown = true
        scene?.show(viewModel)
        markReadOnce()
    }

    /// Marks the version shown read, once: the user has it in front of them.
    private func markReadOnce() {
        let version = interactor.version(of: announcement)
        guard version != markedVersion else { return }
        markedVersion = version
        do {
            try interactor.markRead(announcement)
        } catch {
            scene?.showError(
                interactor.texts(.readMarkNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }
}
