import ConbookCore
import ConbookModuleKit

/// What the user has chosen on the schedule: the day, the search, the filters and the page.
struct ScheduleState: Equatable {
    var selectedDay: Day.ID?
    var searchText = ""
    var filter = ScheduleFilter.none
    /// The page shown, counting from 0; a new day, search or filter starts again at 0.
    var pageIndex = 0

    var isSearching: Bool {
        !DisplayText.trimmed(searchText).isEmpty
    }
}
