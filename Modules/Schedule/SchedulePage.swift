import ConbookModuleKit

/// One page of a listing: which of its events a page of a given size holds.
struct SchedulePage: Equatable {
    /// The page, counting from 0; a requested page past the last is the last.
    let index: Int
    /// How many pages the listing has; at least 1.
    let count: Int
    /// How many events the listing holds.
    let eventCount: Int
    /// The offsets in the listing of the events on this page.
    let offsets: Range<Int>

    /// The page at `requestedIndex` (clamped to the pages there are) of a listing of `eventCount`
    /// events cut into pages of `size` events.
    init(requestedIndex: Int, eventCount: Int, size: Int) {
        let size = max(1, size)
        count = max(1, (eventCount + size - 1) / size)
        index = min(max(0, requestedIndex), count - 1)
        self.eventCount = eventCount
        offsets = min(eventCount, index * size)..<min(eventCount, (index + 1) * size)
    }

    /// The page as display values, e.g. `events 51–100 of 16,667 · page 2 of 334`.
    var viewModel: SchedulePageViewModel {
        let shown = offsets.isEmpty ? nil : (offsets.lowerBound + 1)...offsets.upperBound
        return SchedulePageViewModel(
            index: index, count: count, eventCount: eventCount, shownEvents: shown,
            summary: count > 1 ? shown.map(summary) : nil)
    }

    private func summary(of shown: ClosedRange<Int>) -> String {
        let events = shown.count == 1
            ? "event \(DisplayText.grouped(shown.lowerBound))"
            : "events \(DisplayText.grouped(shown.lowerBound))–\(DisplayText.grouped(shown.upperBound))"
        return "\(events) of \(DisplayText.grouped(eventCount)) · page \(DisplayText.grouped(index + 1)) of \(DisplayText.grouped(count))"
    }
}
