public import ConbookModuleKit

/// What's on: the events running now and those starting within a window (an hour unless asked
/// otherwise), all of them, hidden ones left out.
@MainActor
public protocol WhatsOnScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any WhatsOnSceneDelegate)
    /// Shows what is on.
    func show(_ viewModel: WhatsOnViewModel)
    /// Says something went wrong (a favourite not saved, a choice made on a page that has since
    /// changed); what is shown stays.
    func showError(_ message: String)
}

/// What the What's on scene reports. An event is told by its identity (`WhatsOnRowViewModel.id`),
/// so that a choice made on a page that has since changed is refused, never applied to another.
@MainActor
public protocol WhatsOnSceneDelegate: AnyObject {
    /// The scene is on screen.
    func whatsOnSceneDidLoad()
    /// The user asked for what starts within so many minutes (1 to 1,440; others are ignored).
    func whatsOnSceneDidChangeWindow(minutes: Int)
    /// The user chose an event, by its row's `id`.
    func whatsOnSceneDidSelectEvent(id: String)
    /// The user marked or unmarked an event as a favourite, by its row's `id`.
    func whatsOnSceneDidToggleFavourite(id: String)
}

/// What's on, as display values.
public struct WhatsOnViewModel: Hashable, Sendable {
    /// The heading, e.g. `Running now, and starting by 11:30 (within 60 minutes)`.
    public var heading: String
    /// How far ahead the page looks, in minutes.
    public var windowMinutes: Int
    /// The sections, `Running now` and `Starting soon`, each only when it lists something.
    public var sections: [WhatsOnSectionViewModel]
    /// What to say when nothing is on; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(heading: String, windowMinutes: Int, sections: [WhatsOnSectionViewModel], emptyMessage: String?) {
        self.heading = heading
        self.windowMinutes = windowMinutes
        self.sections = sections
        self.emptyMessage = emptyMessage
    }
}

/// The events running now, or those starting soon.
public struct WhatsOnSectionViewModel: Hashable, Sendable {
    /// The title, e.g. `Running now`.
    public var title: String
    /// The events, in schedule order.
    public var rows: [WhatsOnRowViewModel]

    /// Creates the section.
    public init(title: String, rows: [WhatsOnRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One event on.
public struct WhatsOnRowViewModel: Hashable, Sendable {
    /// The event's identity, for telling which was chosen.
    public var id: String
    /// The title.
    public var title: String
    /// When, e.g. `10:00–11:00`.
    public var timeRange: String
    /// How long it still runs, or how soon it starts, e.g. `30 min left` or `starts in 15 min`.
    public var when: String
    /// Where (the room's short name when it has one).
    public var room: String
    /// Whether it is a favourite.
    public var isFavourite: Bool

    /// Creates the row.
    public init(id: String, title: String, timeRange: String, when: String, room: String, isFavourite: Bool) {
        self.id = id
        self.title = title
        self.timeRange = timeRange
        self.when = when
        self.room = room
        self.isFavourite = isFavourite
    }
}
