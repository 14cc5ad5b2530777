public import ConbookModuleKit

/// Every announcement of the convention: the current ones, then the expired ones apart, newest
/// change first, unread ones marked.
@MainActor
public protocol AnnouncementsScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any AnnouncementsSceneDelegate)
    /// Shows the announcements.
    func show(_ viewModel: AnnouncementsViewModel)
    /// Says something went wrong (e.g. a choice made on a list that has since changed).
    func showError(_ message: String)
}

/// What the announcements scene reports. An announcement is told by its identity
/// (`AnnouncementRowViewModel.id`), so that a choice made on a list that has since changed is
/// refused, never applied to another.
@MainActor
public protocol AnnouncementsSceneDelegate: AnyObject {
    /// The scene is on screen.
    func announcementsSceneDidLoad()
    /// The user chose an announcement of the list shown, by its row's `id`.
    func announcementsSceneDidSelectAnnouncement(id: String)
}

/// The announcements as display values.
public struct AnnouncementsViewModel: Hashable, Sendable {
    /// How many there are, e.g. `2 current announcements · 1 unread · 1 expired` or `No current announcements · 1 expired`.
    public var heading: String
    /// `Current`, then `Expired`; a section with nothing in it is left out.
    public var sections: [AnnouncementsSectionViewModel]
    /// What to say when there is no announcement at all; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(heading: String, sections: [AnnouncementsSectionViewModel], emptyMessage: String?) {
        self.heading = heading
        self.sections = sections
        self.emptyMessage = emptyMessage
    }
}

/// The current or the expired announcements.
public struct AnnouncementsSectionViewModel: Hashable, Sendable {
    /// `Current` or `Expired`.
    public var title: String
    /// The announcements, newest change first.
    public var rows: [AnnouncementRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [AnnouncementRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One announcement in the list.
public struct AnnouncementRowViewModel: Hashable, Sendable {
    /// The announcement's identity, for telling which was chosen (the same after a sync, e.g. for
    /// a link to its page).
    public var id: String
    /// The headline on one line (`Untitled announcement` when it has none; a long one is cut with `…`).
    public var title: String
    /// Who, from where and when it last changed, e.g. `Con Ops · Info · Wednesday 19 August 08:00`.
    public var byline: String
    /// Until when it is shown, e.g. `until Friday 21 August 23:00`, or `expired Friday 21 August 23:00`.
    public var validity: String
    /// Whether the user has not read it yet (or it changed since they did).
    public var isUnread: Bool

    /// Creates the row.
    public init(id: String, title: String, byline: String, validity: String, isUnread: Bool) {
        self.id = id
        self.title = title
        self.byline = byline
        self.validity = validity
        self.isUnread = isUnread
    }
}
