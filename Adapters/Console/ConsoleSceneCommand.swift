/// A command the visible scene carries out, if it supports it.
public enum ConsoleSceneCommand: Hashable, Sendable {
    /// `select N`: open the N-th listed item (1-based).
    case select(Int)
    /// `favourite`: mark or unmark the event shown.
    case toggleFavourite
    /// `search TEXT`: search the schedule; empty text ends the search.
    case search(String)
    /// `day N`: show the N-th day (1-based).
    case day(Int)
    /// `filter track NAME`: list one track; nil lists every track.
    case filterTrack(String?)
    /// `filter room NAME`: list one room; nil lists every room.
    case filterRoom(String?)
    /// `filter favourites`: turn "favourites only" on or off.
    case toggleFavouritesOnly
    /// `filter none`: clear every filter and the search.
    case clearFilters
    /// `next` (or `more`): show the next page of the schedule.
    case nextPage
    /// `previous` (or `prev`): show the previous page of the schedule.
    case previousPage
    /// `page N`: show the schedule's N-th page (1-based; the scene refuses numbers out of range).
    case page(Int)
    /// `read`: mark the announcements shown on the News tab as read.
    case markAnnouncementsRead
    /// `refresh`: fetch fresh data, or retry a failed first download.
    case refresh
    /// `cancel`: give up the first download.
    case cancel

    /// The command's word, as typed.
    public var name: String {
        switch self {
        case .select: "select"
        case .toggleFavourite: "favourite"
        case .search: "search"
        case .day: "day"
        case .filterTrack: "filter track"
        case .filterRoom: "filter room"
        case .toggleFavouritesOnly: "filter favourites"
        case .clearFilters: "filter none"
        case .nextPage: "next"
        case .previousPage: "previous"
        case .page: "page"
        case .markAnnouncementsRead: "read"
        case .refresh: "refresh"
        case .cancel: "cancel"
        }
    }

    /// Where the command works and how to get there, for when it was typed elsewhere.
    public var whereItWorks: String {
        switch self {
        case .select:
            "`select` works on lists with numbered items: the News, Schedule and Changes tabs"
        case .toggleFavourite:
            "`favourite` works on an event's page; open one with `select N` first"
        case .search, .day, .filterTrack, .filterRoom, .toggleFavouritesOnly, .clearFilters, .nextPage, .previousPage,
            .page:
            "`\(name)` works on the Schedule tab; use `tab schedule` first (and `back` from an event)"
        case .markAnnouncementsRead:
            "`read` works on the News tab; use `tab news` first (and `back` from an event)"
        case .refresh:
            "`refresh` works on the News and Schedule tabs, and on the download screen after a failure"
        case .cancel:
            "`cancel` works on the download screen after a failed download"
        }
    }
}
