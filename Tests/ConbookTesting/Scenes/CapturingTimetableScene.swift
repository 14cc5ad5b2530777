import ConbookModuleKit
public import ConbookTimetable

/// A timetable scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingTimetableScene: TimetableScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any TimetableSceneDelegate)?
    /// The day shown last.
    public private(set) var viewModel: TimetableViewModel?
    /// The last error shown, if any.
    public private(set) var errorMessage: String?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any TimetableSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: TimetableViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.timetableSceneDidLoad()
    }

    /// Acts as the user picking a day.
    public func simulateSelectingDay(at index: Int) {
        delegate?.timetableSceneDidSelectDay(at: index)
    }

    /// Acts as the user choosing an event by title; false when none shown has it.
    @discardableResult
    public func simulateSelectingEvent(titled title: String) -> Bool {
        guard let event = event(titled: title) else { return false }
        delegate?.timetableSceneDidSelectEvent(id: event.id)
        return true
    }

    /// Acts as the user choosing an event by its identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelectingEvent(id: String) {
        delegate?.timetableSceneDidSelectEvent(id: id)
    }

    /// The event shown with a title; nil when none has it.
    public func event(titled title: String) -> TimetableEventViewModel? {
        viewModel?.events.first { $0.title == title }
    }

    /// Acts as the user choosing the rooms to show by name (none: every room).
    public func simulateChoosingRooms(_ names: [String]) {
        delegate?.timetableSceneDidChooseRooms(at: names.compactMap { viewModel?.roomNames.firstIndex(of: $0) })
    }

    /// Each column's title with the titles of its events, in order.
    public var columnsWithTitles: [String: [String]] {
        guard let viewModel else { return [:] }
        var result: [String: [String]] = [:]
        for column in viewModel.columns {
            result[column.title, default: []] += column.eventIndexes.map { viewModel.events[$0].title }
        }
        return result
    }
}

extension CapturingSceneFactory: TimetableSceneFactory {
    public func makeTimetableScene() -> CapturingTimetableScene {
        remember(CapturingTimetableScene())
    }
}
