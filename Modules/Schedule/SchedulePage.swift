import ConbookModuleKit

/// One page of a listing: which of its events a page of a given size holds.
struct SchedulePage: Equatable {
    /// The page, counting from 0; a requested page past the last is the last.
    let index: Int
    /// How many pages the listing has; at least 1.
    let count: Int
    /// How many events the listing holds (at least, when not `isCountComplete`).
    let eventCount: Int
    /// Whether `eventCount` is the whole listing's count.
    let isCountComplete: Bool
    /// The offsets in the listing of the events on this page.
    let offsets: Range<Int>

    /// The page at `requestedIndex` (clamped to the pages there are) of a listing of `eventCount`
    /// events (or more, when the count is not complete) cut into pages of `size` events.
    init(requestedIndex: Int, eventCount: Int, isCountComplete: Bool = true, size: Int) {
        let size = max(1, size)
        count = max(1, (eventCount + size - 1) / size)
        index = min(max(0, requestedIndex), count - 1)
        self.eventCount = eventCount
        self.isCountComplete = isCountComplete
        offsets = min(eventCount, index * size)..<min(eventCount, (index + 1) * size)
    }

    /// The page as display values, e.g. `events 51–100 of 16,667 · page 2 of 334`, in the
    /// catalogue's language.
    func viewModel(in texts: ModuleWords<ScheduleText>) -> SchedulePageViewModel {
        let shown = offsets.isEmpty ? nil : (offsets.lowerBound + 1)...offsets.upperBound
        return SchedulePageViewModel(
            index: index, count: count, eventCount: eventCount, isCountComplete: isCountComplete, shownEvents: shown,
            summary: count > 1 ? shown.map { summary(of: $0, in: texts) } : nil)
    }

    private func summary(of shown: ClosedRange<Int>, in texts: ModuleWords<ScheduleText>) -> String {
        let grouped = { DisplayText.grouped($0, in: texts.language) }
        // A count that is a lower bound reads "550+" in every language.
        let bound = { grouped($0) + (isCountComplete ? "" : "+") }
        let values = [
            "first": grouped(shown.lowerBound), "last": grouped(shown.upperBound), "events": bound(eventCount),
            "page": grouped(index + 1), "pages": bound(count),
        ]
        return texts(shown.count == 1 ? .schedulePageOneEvent : .schedulePageEvents, values)
    }
}
