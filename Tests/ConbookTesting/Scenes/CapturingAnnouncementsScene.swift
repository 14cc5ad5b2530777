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

    /// Acts as the user choosing a row.
    public func simulateSelectingRow(section: Int, row: Int) {
        delegate?.announcementsSceneDidSelectAnnouncement(section: section, row: row)
    }

    /// Acts as the user choosing the first announcement with a title; false when none is listed.
    @discardableResult
    public func simulateSelectingAnnouncement(titled title: String) -> Bool {
        guard let sections = viewModel?.sections else { return false }
        for (sectionIndex, section) in sections.enumerated() {
            if let rowIndex = section.rows.firstIndex(where: { $0.title == title }) {
                simulateSelectingRow(section: sectionIndex, row: rowIndex)
                return true
            }
        }
        return false
    }
}

extension CapturingSceneFactory: AnnouncementsSceneFactory {
    public func makeAnnouncementsScene() -> CapturingAnnouncementsScene {
        remember(CapturingAnnouncementsScene())
    }
}
