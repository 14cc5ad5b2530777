import ConbookCore

/// What the user has chosen on the schedule: the day, the search and the filters.
struct ScheduleState: Equatable {
    var selectedDay: Day.ID?
    var searchText = ""
    var filter = ScheduleFilter.none

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
