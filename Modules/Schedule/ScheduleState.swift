import ConbookCore

/// What the user has chosen on the schedule: the day, the search, the filters and the page.
struct ScheduleState: Equatable {
    var selectedDay: Day.ID?
    var searchText = ""
    var filter = ScheduleFilter.none
    /// The page shown, counting from 0; a new day, search or filter starts again at 0.
    var pageIndex = 0

    var isSearching: Bool {
        !searchText.trimmingWhitespace.isEmpty
    }
}

extension String {
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
