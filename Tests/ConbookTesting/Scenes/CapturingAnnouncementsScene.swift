public import ConbookAnnouncements
import ConbookModuleKit

/// An announcements scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingAnnouncementsScene: AnnouncementsScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any AnnouncementsSceneDelegate)?
    /// The announcements shown last.
    public private(set) var viewModel: AnnouncementsViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any AnnouncementsSceneDelegate) {
        self.delegate = delegate
    }

    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func show(_ viewModel: AnnouncementsViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.announcementsSceneDidLoad()
    }

    /// The section titles, in order (`Current`, `Expired`).
    public var sectionTitles: [String] {
        viewModel?.sections.map(\.title) ?? []
    }

    /// The titles of the announcements in a section, in order.
    public func titles(inSection title: String) -> [String] {
        viewModel?.sections.first { $0.title == title }?.rows.map(\.title) ?? []
    }

    /// The titles of the announcements marked unread, in display order.
    public var unreadTitles: [String] {
        viewModel?.sections.flatMap(\.rows).filter(\.isUnread).map(\.title) ?? []
    }

    /// Acts as the user choosing a row of the list shown; nothing when it has no such row.
    public func simulateSelectingRow(section: Int, row: Int) {
        guard let sections = viewModel?.sections, sections.indices.contains(section),
            sections[section].rows.indices.contains(row)
        else { return }
        delegate?.announcementsSceneDidSelectAnnouncement(id: sections[section].rows[row].id)
    }

    /// Acts as the user choosing the first announcement with a title; false when none is listed.
    @discardableResult
    public func simulateSelectingAnnouncement(titled title: String) -> Bool {
        guard let row = viewModel?.sections.lazy.flatMap(\.rows).first(where: { $0.title == title }) else { return false }
        delegate?.announcementsSceneDidSelectAnnouncement(id: row.id)
        return true
    }

    /// Acts as the user choosing an announcement by its row's identity, as a list shown earlier
    /// (another window, a list from before a sync) would.
    public func simulateSelectingAnnouncement(id: String) {
        delegate?.announcementsSceneDidSelectAnnouncement(id: id)
    }
}

extension CapturingSceneFactory: AnnouncementsSceneFactory {
    public func makeAnnouncementsScene() -> CapturingAnnouncementsScene {
        remember(CapturingAnnouncementsScene())
    }
}
