public import ConbookModuleKit

/// One day of the schedule as rooms × time: a column per room, rows of a quarter of an hour.
/// How many columns fit, and which are in view, is the scene's affair (it knows its width).
@MainActor
public protocol TimetableScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any TimetableSceneDelegate)
    /// Shows the day.
    func show(_ viewModel: TimetableViewModel)
    /// Says something went wrong (e.g. a choice made on a page that has since changed).
    func showError(_ message: String)
}

/// What the timetable scene reports. Indexes refer to the lists of the last view model shown; an
/// event is told by its identity (`TimetableEventViewModel.id`), so that a choice made on a page
/// that has since changed is refused, never applied to another.
@MainActor
public protocol TimetableSceneDelegate: AnyObject {
    /// The scene is on screen.
    func timetableSceneDidLoad()
    /// The user picked a day from `days`.
    func timetableSceneDidSelectDay(at index: Int)
    /// The user chose an event of `events`, by its `id`.
    func timetableSceneDidSelectEvent(id: String)
    /// The user chose the rooms to show, as indexes of `roomNames` in the order wanted; none
    /// shows every room again, the busiest first.
    func timetableSceneDidChooseRooms(at indexes: [Int])
}

/// A day of the schedule as a grid, in display values.
public struct TimetableViewModel: Hashable, Sendable {
    /// The length of a row, in minutes.
    public static let slotMinutes = 15

    /// The days to pick from, e.g. `Friday 2 October — Day 1`.
    public var days: [String]
    /// Which of `days` is shown; nil when there are none.
    public var selectedDayIndex: Int?
    /// The start time of each row, e.g. `10:00`, `10:15`.
    public var slotTimes: [String]
    /// The columns in order: a room each (a room whose events overlap takes more than one).
    public var columns: [TimetableColumnViewModel]
    /// The day's events shown, in schedule order; columns refer to them by index.
    public var events: [TimetableEventViewModel]
    /// The row the current time falls in, when the day shown is today.
    public var nowSlot: Int?
    /// Every room with events on the day, the busiest first (for choosing rooms).
    public var roomNames: [String]
    /// The rooms the user chose, as indexes of `roomNames`; empty: every room.
    public var chosenRoomIndexes: [Int]
    /// What to say when the day has no events; nil otherwise.
    public var emptyMessage: String?

    /// Creates the display values.
    public init(
        days: [String], selectedDayIndex: Int?, slotTimes: [String], columns: [TimetableColumnViewModel],
        events: [TimetableEventViewModel], nowSlot: Int?, roomNames: [String], chosenRoomIndexes: [Int],
        emptyMessage: String?
    ) {
        self.days = days
        self.selectedDayIndex = selectedDayIndex
        self.slotTimes = slotTimes
        self.columns = columns
        self.events = events
        self.nowSlot = nowSlot
        self.roomNames = roomNames
        self.chosenRoomIndexes = chosenRoomIndexes
        self.emptyMessage = emptyMessage
    }
}

/// One column of the grid: a room, and the events in it (never overlapping one another).
public struct TimetableColumnViewModel: Hashable, Sendable {
    /// The room's name (its short name when it has one).
    public var title: String
    /// Indexes into `TimetableViewModel.events`, in time order.
    public var eventIndexes: [Int]

    /// Creates a column.
    public init(title: String, eventIndexes: [Int]) {
        self.title = title
        self.eventIndexes = eventIndexes
    }
}

/// An event as a box of the grid.
public struct TimetableEventViewModel: Hashable, Sendable {
    /// The event's identity, for telling which was chosen (the same on every page and after a
    /// sync, e.g. for a link to its page).
    public var id: String
    /// The title.
    public var title: String
    /// When, e.g. `10:00–11:00`.
    public var timeRange: String
    /// The first row it covers.
    public var firstSlot: Int
    /// How many rows it covers (at least one).
    public var slotCount: Int
    /// Whether it is a favourite.
    public var isFavourite: Bool
    /// Whether it is a favourite flagged as clashing with another.
    public var isClashing: Bool
    /// Who else goes: the friends whose lists pick it, e.g. `Alex ★, Sam ★`; nil when none.
    public var friends: String?

    /// Creates the box.
    public init(
        id: String, title: String, timeRange: String, firstSlot: Int, slotCount: Int, isFavourite: Bool,
        isClashing: Bool = false, friends: String? = nil
    ) {
        self.id = id
        self.friends = friends
        self.title = title
        self.timeRange = timeRange
        self.firstSlot = firstSlot
        self.slotCount = slotCount
        self.isFavourite = isFavourite
        self.isClashing = isClashing
    }
}
