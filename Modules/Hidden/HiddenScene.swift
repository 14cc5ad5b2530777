public import ConbookModuleKit

/// What the attendee hid: events, rooms, tracks and languages, each to be shown again.
@MainActor
public protocol HiddenScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any HiddenSceneDelegate)
    /// Shows what is hidden.
    func show(_ viewModel: HiddenViewModel)
    /// Says something went wrong (e.g. an item could not be shown again); what is shown stays.
    func showError(_ message: String)
}

/// What the Hidden scene reports. An item is told by its identity (`HiddenRowViewModel.id`), so
/// that a choice made on a page that has since changed is refused, never applied to another.
@MainActor
public protocol HiddenSceneDelegate: AnyObject {
    /// The scene is on screen.
    func hiddenSceneDidLoad()
    /// The user showed an item of the list shown again, by its row's `id`.
    func hiddenSceneDidShowAgain(id: String)
    /// The user chose an item of the list shown, by its row's `id` (a hidden event still in the
    /// schedule opens; see `HiddenRowViewModel.isSelectable`).
    func hiddenSceneDidSelectRow(id: String)
}

/// What is hidden, as display values.
public struct HiddenViewModel: Hashable, Sendable {
    /// Groups by kind (events, rooms, tracks, languages); empty groups left out.
    public var sections: [HiddenSectionViewModel]
    /// What to say when nothing is hidden; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(sections: [HiddenSectionViewModel], emptyMessage: String?) {
        self.sections = sections
        self.emptyMessage = emptyMessage
    }
}

/// The hidden items of one kind.
public struct HiddenSectionViewModel: Hashable, Sendable {
    /// The heading, e.g. `Rooms`.
    public var title: String
    /// The items.
    public var rows: [HiddenRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [HiddenRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One hidden item.
public struct HiddenRowViewModel: Hashable, Sendable {
    /// The item's identity, for telling which was chosen (the same after a sync). Opaque: it says
    /// which kind of item and which one (e.g. `event:` with the event's id, `language:de`), but
    /// a scene only hands it back.
    public var id: String
    /// Its name: an event's title, a room's or track's name, a language's code.
    public var name: String
    /// When and where an event is, e.g. `Wednesday 19 August 10:00–11:00 · Main Stage`, or that
    /// it is no longer in the schedule; nil for the other kinds.
    public var detail: String?
    /// Whether choosing it opens it (an event still in the schedule).
    public var isSelectable: Bool

    /// Creates the row.
    public init(id: String, name: String, detail: String?, isSelectable: Bool) {
        self.id = id
        self.name = name
        self.detail = detail
        self.isSelectable = isSelectable
    }
}
