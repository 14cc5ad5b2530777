public import ConbookModuleKit
public import ConbookSchedule

/// A schedule scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingScheduleScene: ScheduleScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any ScheduleSceneDelegate)?
    /// The schedule shown last.
    public private(set) var viewModel: ScheduleViewModel?
    /// The sync status shown last.
    public private(set) var refreshStatus: RefreshStatus = .idle

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any ScheduleSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: ScheduleViewModel) {
        self.viewModel = viewModel
    }

    public func showRefreshStatus(_ status: RefreshStatus) {
        refreshStatus = status
    }

    public func simulateSceneDidLoad() {
        delegate?.scheduleSceneDidLoad()
    }

    /// Every listed row, in display order.
    public var rows: [ScheduleEventRowViewModel] {
        viewModel?.sections.flatMap(\.rows) ?? []
    }

    /// The titles of every listed event, in display order.
    public var listedTitles: [String] {
        rows.map(\.title)
    }

    /// The listed row with a title, if any.
    public func row(titled title: String) -> ScheduleEventRowViewModel? {
        rows.first { $0.title == title }
    }

    /// The name of the selected day, if any.
    public var selectedDay: String? {
        guard let viewModel, let index = viewModel.selectedDayIndex else { return nil }
        return viewModel.days[index]
    }

    /// Acts as the user picking a day.
    public func simulateSelectingDay(at index: Int) {
        delegate?.scheduleSceneDidSelectDay(at: index)
    }

    /// Acts as the user choosing an event row.
    public func simulateSelectingEvent(section: Int, row: Int) {
        delegate?.scheduleSceneDidSelectEvent(section: section, row: row)
    }

    /// Acts as the user choosing the listed event with a title; false when it is not listed.
    @discardableResult
    public func simulateSelectingEvent(titled title: String) -> Bool {
        guard let sections = viewModel?.sections else { return false }
        for (sectionIndex, section) in sections.enumerated() {
            if let rowIndex = section.rows.firstIndex(where: { $0.title == title }) {
                simulateSelectingEvent(section: sectionIndex, row: rowIndex)
                return true
            }
        }
        return false
    }

    /// Acts as the user typing a search.
    public func simulateSearching(for text: String) {
        delegate?.scheduleSceneDidChangeSearchText(text)
    }

    /// Acts as the user switching "favourites only".
    public func simulateSettingFavouritesOnly(_ isOn: Bool) {
        delegate?.scheduleSceneDidChangeFavouritesOnly(isOn)
    }

    /// Acts as the user picking the track with a name (or every track for nil).
    public func simulateFilteringByTrack(named name: String?) {
        delegate?.scheduleSceneDidSelectTrack(at: name.flatMap { viewModel?.trackNames.firstIndex(of: $0) })
    }

    /// Acts as the user picking the room with a name (or every room for nil).
    public func simulateFilteringByRoom(named name: String?) {
        delegate?.scheduleSceneDidSelectRoom(at: name.flatMap { viewModel?.roomNames.firstIndex(of: $0) })
    }

    /// Acts as the user clearing filters and search.
    public func simulateClearingFilters() {
        delegate?.scheduleSceneDidClearFilters()
    }

    /// Acts as the user asking for fresh data.
    public func simulateRefreshRequest() {
        delegate?.scheduleSceneDidRequestRefresh()
    }
}
