public import ConbookModuleKit

/// What changed in the last schedule update: new, cancelled and changed events, favourites first.
@MainActor
public protocol ChangesScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any ChangesSceneDelegate)
    /// Shows the changes.
    func show(_ viewModel: ChangesViewModel)
    /// Says something went wrong (e.g. a choice made on a page that has since changed).
    func showError(_ message: String)
}

/// What the changes scene reports. An event is told by its identity (`ChangeRowViewModel.id`), so
/// that a choice made on a page that has since changed is refused, never applied to another.
@MainActor
public protocol ChangesSceneDelegate: AnyObject {
    /// The scene is on screen.
    func changesSceneDidLoad()
    /// The user chose a selectable row of the changes shown, by its `id`.
    func changesSceneDidSelectRow(id: String)
}

/// The changes as display values.
public struct ChangesViewModel: Hashable, Sendable {
    /// Groups of changes: the user's favourites first, then the rest; empty groups left out.
    public var sections: [ChangesSectionViewModel]
    /// What to say when there are no changes; nil otherwise.
    public var emptyMessage: String?
    /// The schedule versions the changes are between, e.g. `Schedule version 0.32 → 0.33`; nil
    /// when the source versions nothing.
    public var versions: String?

    /// Creates the display values.
    public init(sections: [ChangesSectionViewModel], emptyMessage: String?, versions: String? = nil) {
        self.sections = sections
        self.emptyMessage = emptyMessage
        self.versions = versions
    }
}

/// A group of changes.
public struct ChangesSectionViewModel: Hashable, Sendable {
    /// The heading, e.g. `Your favourites`.
    public var title: String
    /// The changed events.
    public var rows: [ChangeRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [ChangeRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One changed event.
public struct ChangeRowViewModel: Hashable, Sendable {
    /// The event's identity, for telling which was chosen (the same on every page and after a
    /// sync, e.g. for a link to its page).
    public var id: String
    /// The event's title (as it was, for a cancelled event).
    public var title: String
    /// What happened: `New`, `Cancelled` or `Changed: room, start`.
    public var status: String
    /// When and where it is now (or was, when cancelled), e.g. `Thursday 20 August 15:00–16:30 · Main Stage`.
    public var when: String
    /// One line per changed part, old → new, e.g. `room: Panel Room → Main Stage`.
    public var details: [String]
    /// Whether the event is a favourite.
    public var isFavourite: Bool
    /// Whether choosing the row opens the event (not for cancelled ones).
    public var isSelectable: Bool

    /// Creates the row.
    public init(
        id: String, title: String, status: String, when: String, details: [String], isFavourite: Bool,
        isSelectable: Bool
    ) {
        self.id = id
        self.title = title
        self.status = status
        self.when = when
        self.details = details
        self.isFavourite = isFavourite
        self.isSelectable = isSelectable
    }
}
