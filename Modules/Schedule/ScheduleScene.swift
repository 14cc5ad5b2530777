public import ConbookModuleKit

/// The schedule: one day at a time (or search results), grouped by start time, with filters, a page
/// of events at a time.
@MainActor
public protocol ScheduleScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any ScheduleSceneDelegate)
    /// Shows the schedule.
    func show(_ viewModel: ScheduleViewModel)
    /// Shows the state of the background sync.
    func showRefreshStatus(_ status: RefreshStatus)
    /// Says something went wrong (e.g. a room could not be hidden); what is shown stays.
    func showError(_ message: String)
}

/// What the schedule scene reports. Indexes refer to the lists of the last view model shown; an
/// event or a person is told by its identity (`ScheduleEventRowViewModel.id`, a name of `people`),
/// so that a choice made on a page that has since changed is refused, never applied to another.
@MainActor
public protocol ScheduleSceneDelegate: AnyObject {
    /// The scene is on screen.
    func scheduleSceneDidLoad()
    /// The user picked a day from `days`.
    func scheduleSceneDidSelectDay(at index: Int)
    /// The user chose an event of the page shown, by its row's `id`.
    func scheduleSceneDidSelectEvent(id: String)
    /// The user picked a page, counting from 0 (see `SchedulePageViewModel.index`); an index
    /// outside `0..<page.count` is ignored.
    func scheduleSceneDidSelectPage(at index: Int)
    /// The user typed a search; empty text ends the search.
    func scheduleSceneDidChangeSearchText(_ text: String)
    /// The user turned "favourites only" on or off.
    func scheduleSceneDidChangeFavouritesOnly(_ isOn: Bool)
    /// The user picked a track from `trackNames`, or nil for every track.
    func scheduleSceneDidSelectTrack(at index: Int?)
    /// The user picked a room from `roomNames`, or nil for every room.
    func scheduleSceneDidSelectRoom(at index: Int?)
    /// The user chose a language to list (a code such as `de`), or nil for every language.
    func scheduleSceneDidFilterByLanguage(_ code: String?)
    /// The user turned "only what will not be recorded" on or off.
    func scheduleSceneDidChangeUnrecordedOnly(_ isOn: Bool)
    /// The user chose a host or speaker to list the events of (their whole name, capitals aside),
    /// or nil for everyone's.
    func scheduleSceneDidFilterByHost(_ name: String?)
    /// The user picked a friend from `friendNames` (their kept list), or nil for everyone's events.
    func scheduleSceneDidSelectFriend(at index: Int?)
    /// The user turned "hidden ones too" on or off (see `ScheduleEventRowViewModel.isHidden`).
    func scheduleSceneDidChangeIncludesHidden(_ isOn: Bool)
    /// The user hid the events of a track of `trackNames`.
    func scheduleSceneDidHideTrack(at index: Int)
    /// The user hid the events of a room of `roomNames`.
    func scheduleSceneDidHideRoom(at index: Int)
    /// The user hid the events held in a language (a code such as `de`, which takes in `de-AT`).
    func scheduleSceneDidHideLanguage(_ code: String)
    /// The user chose one of the `people` a search found, by name: their page opens.
    func scheduleSceneDidSelectPerson(named name: String)
    /// The user cleared every filter and the search.
    func scheduleSceneDidClearFilters()
    /// The user asked for fresh data.
    func scheduleSceneDidRequestRefresh()
}

/// The schedule as display values.
public struct ScheduleViewModel: Hashable, Sendable {
    /// The days to pick from, e.g. `Wednesday 19 August — Day 1`.
    public var days: [String]
    /// Which of `days` is shown; nil while searching or when there are no days.
    public var selectedDayIndex: Int?
    /// The search text; empty when not searching.
    public var searchText: String
    /// Whether only favourites are listed.
    public var isFavouritesOnly: Bool
    /// The tracks to filter by.
    public var trackNames: [String]
    /// Which of `trackNames` filters the list; nil for every track.
    public var selectedTrackIndex: Int?
    /// The rooms to filter by.
    public var roomNames: [String]
    /// Which of `roomNames` filters the list; nil for every room.
    public var selectedRoomIndex: Int?
    /// The language listed (a code such as `de`); nil for every language.
    public var language: String?
    /// The host whose events are listed, as typed; nil for everyone's.
    public var host: String?
    /// Whether only the events the source says will not be recorded are listed.
    public var isUnrecordedOnly: Bool
    /// Whether hidden events are listed too (marked); a search always lists them.
    public var isIncludingHidden: Bool
    /// The friends whose lists are kept, by name, to filter by.
    public var friendNames: [String]
    /// Which of `friendNames` filters the list (their picks only); nil for no friend's filter.
    public var selectedFriendIndex: Int?
    /// A one-line summary of what is listed, e.g. `Wednesday 19 August — Day 1 · favourites only`.
    public var heading: String
    /// The events of the page shown, grouped by start time.
    public var sections: [ScheduleSectionViewModel]
    /// What to say when `sections` is empty, e.g. `No favourites on this day.`; nil otherwise.
    public var emptyMessage: String?
    /// Which page `sections` is, of how many, and which of the listed events it holds.
    public var page: SchedulePageViewModel
    /// While searching: the first few people whose names (or lines) the search finds, A–Z, each
    /// with a page; empty otherwise.
    public var people: [String]

    /// Creates the display values; without `page`, `sections` are the whole listing on one page.
    public init(
        days: [String], selectedDayIndex: Int?, searchText: String, isFavouritesOnly: Bool, trackNames: [String],
        selectedTrackIndex: Int?, roomNames: [String], selectedRoomIndex: Int?, heading: String,
        sections: [ScheduleSectionViewModel], emptyMessage: String?, page: SchedulePageViewModel? = nil,
        language: String? = nil, isUnrecordedOnly: Bool = false, isIncludingHidden: Bool = false,
        friendNames: [String] = [], selectedFriendIndex: Int? = nil, host: String? = nil, people: [String] = []
    ) {
        self.people = people
        self.host = host
        self.isIncludingHidden = isIncludingHidden
        self.friendNames = friendNames
        self.selectedFriendIndex = selectedFriendIndex
        self.language = language
        self.isUnrecordedOnly = isUnrecordedOnly
        self.days = days
        self.selectedDayIndex = selectedDayIndex
        self.searchText = searchText
        self.isFavouritesOnly = isFavouritesOnly
        self.trackNames = trackNames
        self.selectedTrackIndex = selectedTrackIndex
        self.roomNames = roomNames
        self.selectedRoomIndex = selectedRoomIndex
        self.heading = heading
        self.sections = sections
        self.emptyMessage = emptyMessage
        self.page = page ?? .single(eventCount: sections.reduce(0) { $0 + $1.rows.count })
    }
}

/// The events starting at one time.
public struct ScheduleSectionViewModel: Hashable, Sendable {
    /// The start time, e.g. `10:00` (with the date while searching: `Wednesday 19 August 10:00`).
    public var title: String
    /// The events.
    public var rows: [ScheduleEventRowViewModel]

    /// Creates a section.
    public init(title: String, rows: [ScheduleEventRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}

/// One event in the schedule.
public struct ScheduleEventRowViewModel: Hashable, Sendable {
    /// The event's identity, for telling which was chosen (the same on every page and after a
    /// sync, e.g. for a link to its page).
    public var id: String
    /// The title.
    public var title: String
    /// The subtitle; empty when there is none.
    public var subtitle: String
    /// When, e.g. `10:00–11:00`.
    public var timeRange: String
    /// Where (the room's short name when it has one).
    public var room: String
    /// The track.
    public var track: String
    /// Whether it is a favourite.
    public var isFavourite: Bool
    /// Its tags.
    public var tags: [String]
    /// How it changed in the last schedule update, e.g. `new` or `changed: room, start`; nil when it did not.
    public var changeMark: String?
    /// The favourites it gives way to, e.g. `clashes with Fursuit Parade`; nil when none.
    public var clash: String?
    /// While searching: the title with the words the search matched highlighted; nil otherwise
    /// (or when the match is elsewhere than the title).
    public var highlightedTitle: HighlightedText?
    /// Whether the user hid it (listed only with hidden ones too, or by a search).
    public var isHidden: Bool
    /// Who else goes: the friends whose lists pick it, e.g. `Alex ★, Sam ★`; nil when none.
    public var friends: String?

    /// Creates the row.
    public init(
        id: String, title: String, subtitle: String, timeRange: String, room: String, track: String, isFavourite: Bool,
        tags: [String], changeMark: String? = nil, clash: String? = nil, highlightedTitle: HighlightedText? = nil,
        isHidden: Bool = false, friends: String? = nil
    ) {
        self.id = id
        self.isHidden = isHidden
        self.friends = friends
        self.clash = clash
        self.highlightedTitle = highlightedTitle
        self.title = title
        self.subtitle = subtitle
        self.timeRange = timeRange
        self.room = room
        self.track = track
        self.isFavourite = isFavourite
        self.tags = tags
        self.changeMark = changeMark
    }
}
