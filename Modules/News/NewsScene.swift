public import ConbookCore
public import ConbookModuleKit

/// News: the countdown, what is on now and next, today's favourites, announcements.
@MainActor
public protocol NewsScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any NewsSceneDelegate)
    /// Shows News.
    func show(_ viewModel: NewsViewModel)
    /// Shows the state of the background sync.
    func showRefreshStatus(_ status: RefreshStatus)
    /// Tells the user something they asked for failed.
    func showError(_ message: String)
}

/// What the news scene reports. A row is told by its identity (`NewsRowViewModel.id`), so that a
/// choice made on a page that has since changed is refused, never applied to another.
@MainActor
public protocol NewsSceneDelegate: AnyObject {
    /// The scene is on screen.
    func newsSceneDidLoad()
    /// The user chose a row of News as shown, by its `id`: an event or an announcement opens.
    func newsSceneDidSelectRow(id: String)
    /// The user marked every announcement shown as read.
    func newsSceneDidMarkAnnouncementsRead()
    /// The user asked for fresh data.
    func newsSceneDidRequestRefresh()
}

/// News as display values.
public struct NewsViewModel: Hashable, Sendable {
    /// The sections, in display order; empty sections are left out.
    public var sections: [NewsSectionViewModel]

    /// Creates the display values.
    public init(sections: [NewsSectionViewModel]) {
        self.sections = sections
    }
}

/// One section of News.
public struct NewsSectionViewModel: Hashable, Sendable {
    /// Its heading, e.g. `Upcoming`.
    public var title: String
    /// Its rows.
    public var rows: [NewsRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [NewsRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One row of News.
public enum NewsRowViewModel: Hashable, Sendable {
    /// A line of text, e.g. the countdown `3 days until EF27`. Not selectable.
    case message(String)
    /// An event; selecting it opens the event.
    case event(NewsEventRowViewModel)
    /// An announcement; selecting it opens it (which marks it read).
    case announcement(NewsAnnouncementRowViewModel)

    /// The row's identity, for telling which was chosen (the same after a sync). Opaque: it says
    /// which kind of row and which one (e.g. `event:` with the event's id, `announcement:` with the
    /// announcement's), but a scene only hands it back.
    public var id: String {
        switch self {
        case .message(let text): "message:" + text
        case .event(let event): "event:" + event.id
        case .announcement(let announcement): "announcement:" + announcement.id
        }
    }

    /// Whether selecting the row does something.
    public var isSelectable: Bool {
        switch self {
        case .message: false
        case .event, .announcement: true
        }
    }
}

/// An event row of News.
public struct NewsEventRowViewModel: Hashable, Sendable {
    /// The event's identity, for telling which was chosen (the same on every page and after a
    /// sync, e.g. for a link to its page).
    public var id: String
    /// The event's title.
    public var title: String
    /// When, e.g. `10:00–11:00`.
    public var timeRange: String
    /// Where.
    public var room: String
    /// How it relates to now, e.g. `ends at 11:00` or `starts in 20 min`.
    public var status: String
    /// Whether it is a favourite.
    public var isFavourite: Bool

    /// Creates the row.
    public init(id: String, title: String, timeRange: String, room: String, status: String, isFavourite: Bool) {
        self.id = id
        self.title = title
        self.timeRange = timeRange
        self.room = room
        self.status = status
        self.isFavourite = isFavourite
    }
}

/// An announcement row of News.
public struct NewsAnnouncementRowViewModel: Hashable, Sendable {
    /// The announcement's identity, for telling which was chosen (the same after a sync, e.g. for
    /// a link to its page).
    public var id: String
    /// The headline.
    public var title: String
    /// Who and when, e.g. `Con Ops · Wednesday 19 August 09:00`.
    public var byline: String
    /// The text, formatted.
    public var text: RichText
    /// Whether the user has not read it yet (or it changed since they did).
    public var isUnread: Bool

    /// Creates the row.
    public init(id: String, title: String, byline: String, text: RichText, isUnread: Bool = false) {
        self.id = id
        self.title = title
        self.byline = byline
        self.text = text
        self.isUnread = isUnread
    }
}
