public import ConbookModuleKit

/// A day's free time: the gaps between the attendee's favourites, each with the events that fit
/// in it entirely.
@MainActor
public protocol FreeTimeScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any FreeTimeSceneDelegate)
    /// Shows the day's free time.
    func show(_ viewModel: FreeTimeViewModel)
    /// Says something went wrong (e.g. a favourite could not be saved); what is shown stays.
    func showError(_ message: String)
}

/// What the free-time scene reports. Indexes refer to the lists of the last view model shown; an
/// event is told by its identity (`FreeTimeEventRowViewModel.id`), so that a choice made on a page
/// that has since changed is refused, never applied to another.
@MainActor
public protocol FreeTimeSceneDelegate: AnyObject {
    /// The scene is on screen.
    func freeTimeSceneDidLoad()
    /// The user picked a day from `days`.
    func freeTimeSceneDidSelectDay(at index: Int)
    /// The user asked for gaps of at least so many minutes (1 or more; others are ignored).
    func freeTimeSceneDidChangeMinimum(minutes: Int)
    /// The user chose an event of a gap, by its row's `id`.
    func freeTimeSceneDidSelectEvent(id: String)
    /// The user marked or unmarked an event of a gap as a favourite, by its row's `id`.
    func freeTimeSceneDidToggleFavourite(id: String)
}

/// A day's free time as display values.
public struct FreeTimeViewModel: Hashable, Sendable {
    /// The days to pick from, e.g. `Wednesday 19 August — Day 1`.
    public var days: [String]
    /// Which of `days` is shown; nil when there are none.
    public var selectedDayIndex: Int?
    /// The shortest gap shown, in minutes.
    public var minimumMinutes: Int
    /// What is listed, e.g. `Gaps of at least 30 minutes between your favourites`.
    public var heading: String
    /// The gaps, in order.
    public var gaps: [FreeTimeGapViewModel]
    /// What to say when there is no gap; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(
        days: [String], selectedDayIndex: Int?, minimumMinutes: Int, heading: String, gaps: [FreeTimeGapViewModel],
        emptyMessage: String?
    ) {
        self.days = days
        self.selectedDayIndex = selectedDayIndex
        self.minimumMinutes = minimumMinutes
        self.heading = heading
        self.gaps = gaps
        self.emptyMessage = emptyMessage
    }
}

/// One gap between favourites.
public struct FreeTimeGapViewModel: Hashable, Sendable {
    /// When and how long, e.g. `11:00–13:00 · 2 h free`.
    public var title: String
    /// Between which favourites, e.g. `after Opening Ceremony (Main Stage), before Lunch Panel (Panel Room)`.
    public var between: String
    /// The events that fit in it entirely, in schedule order.
    public var rows: [FreeTimeEventRowViewModel]
    /// What to say when no event fits; nil otherwise.
    public var emptyMessage: String?

    /// Creates a gap.
    public init(title: String, between: String, rows: [FreeTimeEventRowViewModel], emptyMessage: String?) {
        self.title = title
        self.between = between
        self.rows = rows
        self.emptyMessage = emptyMessage
    }
}

/// An event that fits in a gap.
public struct FreeTimeEventRowViewModel: Hashable, Sendable {
    /// The event's identity, for telling which was chosen (the same on every page and after a
    /// sync, e.g. for a link to its page).
    public var id: String
    /// The title.
    public var title: String
    /// When, e.g. `13:00–14:00`.
    public var timeRange: String
    /// Where (the room's short name when it has one).
    public var room: String
    /// How far it is from the favourite before the gap, where the maps know both rooms, e.g.
    /// `a short walk from Main Stage (Venue map)`; nil otherwise.
    public var distance: String?
    /// Whether it is a favourite (just made one: the gap splits at the next look).
    public var isFavourite: Bool

    /// Creates the row.
    public init(id: String, title: String, timeRange: String, room: String, distance: String?, isFavourite: Bool) {
        self.id = id
        self.title = title
        self.timeRange = timeRange
        self.room = room
        self.distance = distance
        self.isFavourite = isFavourite
    }
}
