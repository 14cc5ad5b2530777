public import ConbookModuleKit
public import ConbookNews

/// A news scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingNewsScene: NewsScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any NewsSceneDelegate)?
    /// The news shown last.
    public private(set) var viewModel: NewsViewModel?
    /// The sync status shown last.
    public private(set) var refreshStatus: RefreshStatus = .idle
    /// The errors shown, oldest first.
    public private(set) var errors: [String] = []

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any NewsSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: NewsViewModel) {
        self.viewModel = viewModel
    }

    public func showRefreshStatus(_ status: RefreshStatus) {
        refreshStatus = status
    }

    public func showError(_ message: String) {
        errors.append(message)
    }

    public func simulateSceneDidLoad() {
        delegate?.newsSceneDidLoad()
    }

    /// The section with a title, if shown.
    public func section(titled title: String) -> NewsSectionViewModel? {
        viewModel?.sections.first { $0.title == title }
    }

    /// The section titles, in order.
    public var sectionTitles: [String] {
        viewModel?.sections.map(\.title) ?? []
    }

    /// The titles of the event rows of a section.
    public func eventTitles(inSection title: String) -> [String] {
        section(titled: title)?.rows.compactMap { row in
            if case .event(let event) = row { return event.title }
            return nil
        } ?? []
    }

    /// Acts as the user choosing a row of the sections shown; nothing when there is no such row.
    public func simulateSelectingRow(section: Int, row: Int) {
        guard let sections = viewModel?.sections, sections.indices.contains(section),
            sections[section].rows.indices.contains(row)
        else { return }
        delegate?.newsSceneDidSelectRow(id: sections[section].rows[row].id)
    }

    /// Acts as the user choosing a row by its identity, as a page shown earlier (another window, a
    /// page from before a sync) would.
    public func simulateSelectingRow(id: String) {
        delegate?.newsSceneDidSelectRow(id: id)
    }

    /// The first event row with a title in a section, if any.
    public func eventRow(titled title: String, inSection sectionTitle: String) -> NewsEventRowViewModel? {
        section(titled: sectionTitle)?.rows.lazy.compactMap { row -> NewsEventRowViewModel? in
            if case .event(let event) = row, event.title == title { return event }
            return nil
        }.first
    }

    /// Acts as the user choosing the first event row with a title in a section; false when there is none.
    @discardableResult
    public func simulateSelectingEvent(titled title: String, inSection sectionTitle: String) -> Bool {
        guard let event = eventRow(titled: title, inSection: sectionTitle) else { return false }
        simulateSelectingRow(id: NewsRowViewModel.event(event).id)
        return true
    }

    /// The announcement rows of the section whose title starts with `Announcements`, in order.
    public var announcementRows: [NewsAnnouncementRowViewModel] {
        viewModel?.sections.first { $0.title.hasPrefix("Announcements") }?.rows.compactMap { row in
            if case .announcement(let announcement) = row { return announcement }
            return nil
        } ?? []
    }

    /// The title of the announcements' section (e.g. `Announcements · 2 unread`), if shown.
    public var announcementsSectionTitle: String? {
        viewModel?.sections.first { $0.title.hasPrefix("Announcements") }?.title
    }

    /// Acts as the user choosing the announcement with a title; false when none is shown.
    @discardableResult
    public func simulateSelectingAnnouncement(titled title: String) -> Bool {
        guard let announcement = announcementRows.first(where: { $0.title == title }) else { return false }
        simulateSelectingRow(id: NewsRowViewModel.announcement(announcement).id)
        return true
    }

    /// Acts as the user marking every announcement shown as read.
    public func simulateMarkingAnnouncementsRead() {
        delegate?.newsSceneDidMarkAnnouncementsRead()
    }

    /// Acts as the user asking for fresh data.
    public func simulateRefreshRequest() {
        delegate?.newsSceneDidRequestRefresh()
    }
}

extension CapturingSceneFactory: NewsSceneFactory {
    public func makeNewsScene() -> CapturingNewsScene {
        remember(CapturingNewsScene())
    }
}
