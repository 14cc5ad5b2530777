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
    /// The error shown last, if any.
    public private(set) var errorMessage: String?

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

    public func showError(_ message: String) {
        errorMessage = message
    }

    public func simulateSceneDidLoad() {
        delegate?.scheduleSceneDidLoad()
    }

    /// Every row of the page shown, in display order.
    public var rows: [ScheduleEventRowViewModel] {
        viewModel?.sections.flatMap(\.rows) ?? []
    }

    /// The titles of the events on the page shown, in display order.
    public var listedTitles: [String] {
        rows.map(\.title)
    }

    /// The section titles of the page shown (start times), in display order.
    public var sectionTitles: [String] {
        viewModel?.sections.map(\.title) ?? []
    }

    /// What the page shows, e.g. `events 51–100 of 120 · page 2 of 3`; nil when everything fits on one page.
    public var pageSummary: String? {
        viewModel?.page.summary
    }

    /// The row with a title on the page shown, if any.
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
        guard let sections = viewModel?.sections, sections.indices.contains(section),
            sections[section].rows.indices.contains(row)
        else { return }
        delegate?.scheduleSceneDidSelectEvent(id: sections[section].rows[row].id)
    }

    /// Acts as the user choosing an event by its row's identity, as a page shown earlier (another
    /// window, a page from before a sync) would.
    public func simulateSelectingEvent(id: String) {
        delegate?.scheduleSceneDidSelectEvent(id: id)
    }

    /// Acts as the user choosing the event with a title on the page shown; false when it is not there.
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

    /// Acts as the user picking a page, counting from 0 (the scene passes any index on, even one out of range).
    public func simulateSelectingPage(at index: Int) {
        delegate?.scheduleSceneDidSelectPage(at: index)
    }

    /// Acts as the user going to the next page; nothing happens on the last page, as a scene offers no next page there.
    public func simulateShowingNextPage() {
        guard let page = viewModel?.page, page.hasNextPage else { return }
        simulateSelectingPage(at: page.index + 1)
    }

    /// Acts as the user going to the previous page; nothing happens on the first page.
    public func simulateShowingPreviousPage() {
        guard let page = viewModel?.page, page.hasPreviousPage else { return }
        simulateSelectingPage(at: page.index - 1)
    }

    /// Acts as the user typing a search.
    public func simulateSearching(for text: String) {
        delegate?.scheduleSceneDidChangeSearchText(text)
    }

    /// Acts as the user choosing a person the search found, by name; false when it found none so named.
    @discardableResult
    public func simulateSelectingPerson(named name: String) -> Bool {
        guard viewModel?.people.contains(name) == true else { return false }
        delegate?.scheduleSceneDidSelectPerson(named: name)
        return true
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

    /// Acts as the user picking the friend with a name (or no friend's filter for nil).
    public func simulateFilteringByFriend(named name: String?) {
        delegate?.scheduleSceneDidSelectFriend(at: name.flatMap { viewModel?.friendNames.firstIndex(of: $0) })
    }

    /// Acts as the user listing the events of a language (a code such as `de`), or nil for all.
    public func simulateFilteringByLanguage(_ code: String?) {
        delegate?.scheduleSceneDidFilterByLanguage(code)
    }

    /// Acts as the user listing a host's events (their whole name), or nil for everyone's.
    public func simulateFilteringByHost(_ name: String?) {
        delegate?.scheduleSceneDidFilterByHost(name)
    }

    /// Acts as the user switching "only what will not be recorded".
    public func simulateSettingUnrecordedOnly(_ isOn: Bool) {
        delegate?.scheduleSceneDidChangeUnrecordedOnly(isOn)
    }

    /// Acts as the user hiding the track with a name; false when it is not listed.
    @discardableResult
    public func simulateHidingTrack(named name: String) -> Bool {
        guard let index = viewModel?.trackNames.firstIndex(of: name) else { return false }
        delegate?.scheduleSceneDidHideTrack(at: index)
        return true
    }

    /// Acts as the user hiding the room with a name; false when it is not listed.
    @discardableResult
    public func simulateHidingRoom(named name: String) -> Bool {
        guard let index = viewModel?.roomNames.firstIndex(of: name) else { return false }
        delegate?.scheduleSceneDidHideRoom(at: index)
        return true
    }

    /// Acts as the user hiding the events of a language (a code such as `de`).
    public func simulateHidingLanguage(_ code: String) {
        delegate?.scheduleSceneDidHideLanguage(code)
    }

    /// Acts as the user switching "hidden ones too".
    public func simulateSettingIncludesHidden(_ isOn: Bool) {
        delegate?.scheduleSceneDidChangeIncludesHidden(isOn)
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

extension CapturingSceneFactory: ScheduleSceneFactory {
    public func makeScheduleScene() -> CapturingScheduleScene {
        remember(CapturingScheduleScene())
    }
}
