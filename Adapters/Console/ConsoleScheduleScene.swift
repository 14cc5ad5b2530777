public import ConbookModuleKit
public import ConbookSchedule

/// The schedule on the console: a day picker, the active filters, and a page of events grouped by
/// start time, every event on the page numbered for `select N`; `next`, `previous` and `page N`
/// turn the pages.
@MainActor
public final class ConsoleScheduleScene: ScheduleScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any ScheduleSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ScheduleViewModel?
    private var refreshStatus = ConsoleRefreshStatus()

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any ScheduleSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.scheduleSceneDidLoad() }
    }

    public func show(_ viewModel: ScheduleViewModel) {
        self.viewModel = viewModel
    }

    public func showRefreshStatus(_ status: RefreshStatus) {
        if let problem = refreshStatus.update(status) {
            screen.reportProblem(problem)
        }
    }

    public func appear() {
        if loadGate.appeared() { delegate?.scheduleSceneDidLoad() }
    }

    public func render() -> [String] {
        guard let viewModel else { return [screen.style.bold("Schedule"), "Loading…"] }
        var lines = screen.wrapper.wrap(screen.style.bold("Schedule: \(viewModel.heading)"), indent: "  ")
        lines += dayPicker(viewModel)
        lines += screen.wrapper.wrap("Filters: " + Self.activeFilters(viewModel))
        lines += refreshStatus.lines(on: screen)
        if viewModel.sections.isEmpty {
            return lines + [""] + screen.wrapper.wrap(viewModel.emptyMessage ?? "Nothing to show.", prefix: "  ")
        }
        if let summary = viewModel.page.summary {
            lines += screen.wrapper.wrap("Showing \(summary)", indent: "  ")
        }
        lines += Self.list(of: viewModel).lines(style: screen.style) { row, _, label in render(row, label: label) }
        if viewModel.page.count > 1 {
            lines += [""] + screen.wrapper.wrap(screen.style.dim(Self.pageTurning(viewModel.page)), indent: "  ")
        }
        return lines
    }

    public func perform(_ command: ConsoleSceneCommand) throws(ConsoleCommandError) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        switch command {
        case .select(let number):
            let position = try Self.list(of: viewModel).numbering.position(ofItem: number)
            delegate.scheduleSceneDidSelectEvent(section: position.section, row: position.row)
        case .nextPage:
            guard viewModel.page.hasNextPage else { throw .noNextPage(count: viewModel.page.count) }
            delegate.scheduleSceneDidSelectPage(at: viewModel.page.index + 1)
        case .previousPage:
            guard viewModel.page.hasPreviousPage else { throw .noPreviousPage }
            delegate.scheduleSceneDidSelectPage(at: viewModel.page.index - 1)
        case .page(let number):
            guard number >= 1, number <= viewModel.page.count else {
                throw .noSuchPage(number: number, count: viewModel.page.count)
            }
            delegate.scheduleSceneDidSelectPage(at: number - 1)
        case .search(let text):
            delegate.scheduleSceneDidChangeSearchText(text)
        case .day(let number):
            guard number >= 1, number <= viewModel.days.count else {
                throw .noSuchDay(number: number, count: viewModel.days.count)
            }
            delegate.scheduleSceneDidSelectDay(at: number - 1)
        case .filterTrack(let name):
            let index = try name.map { name throws(ConsoleCommandError) in
                try ConsoleNameMatcher(kind: "track").index(of: name, in: viewModel.trackNames)
            }
            delegate.scheduleSceneDidSelectTrack(at: index)
        case .filterRoom(let name):
            let index = try name.map { name throws(ConsoleCommandError) in
                try ConsoleNameMatcher(kind: "room").index(of: name, in: viewModel.roomNames)
            }
            delegate.scheduleSceneDidSelectRoom(at: index)
        case .toggleFavouritesOnly:
            delegate.scheduleSceneDidChangeFavouritesOnly(!viewModel.isFavouritesOnly)
        case .clearFilters:
            delegate.scheduleSceneDidClearFilters()
        case .refresh:
            delegate.scheduleSceneDidRequestRefresh()
        case .toggleFavourite, .cancel, .markAnnouncementsRead:
            throw .notAvailableHere(command)
        }
    }

    private func dayPicker(_ viewModel: ScheduleViewModel) -> [String] {
        guard !viewModel.days.isEmpty else { return [] }
        let choices = viewModel.days.enumerated().map { index, day in
            index == viewModel.selectedDayIndex ? screen.style.bold("[\(index + 1) \(day)]") : "\(index + 1) \(day)"
        }
        return ConsoleFlowLayout(width: screen.width).lines(choices, prefix: "Days: ", separator: " · ")
    }

    private func render(_ row: ScheduleEventRowViewModel, label: String) -> [String] {
        let style = screen.style
        let star = row.isFavourite ? style.favourite("★") : " "
        let prefix = "  \(label) \(star) "
        var text = "\(row.timeRange)  \(style.bold(row.title)) — \(row.room) · \(row.track)"
        if let mark = row.changeMark {
            text += "  " + style.bold("[\(mark)]")
        }
        if !row.tags.isEmpty {
            text += "  " + style.dim(row.tags.map { "#\($0)" }.joined(separator: " "))
        }
        var lines = screen.wrapper.wrap(text, prefix: prefix)
        if !row.subtitle.isEmpty {
            let indent = String(repeating: " ", count: TextWrapper.visibleWidth(of: prefix))
            lines += screen.wrapper.wrap(style.dim(row.subtitle), prefix: indent)
        }
        return lines
    }


    private static func activeFilters(_ viewModel: ScheduleViewModel) -> String {
        var filters: [String] = []
        if !viewModel.searchText.isEmpty { filters.append("search “\(viewModel.searchText)”") }
        if let track = viewModel.selectedTrackIndex { filters.append("track \(viewModel.trackNames[track])") }
        if let room = viewModel.selectedRoomIndex { filters.append("room \(viewModel.roomNames[room])") }
        if viewModel.isFavouritesOnly { filters.append("favourites only") }
        return filters.isEmpty ? "none" : filters.joined(separator: " · ")
    }

    /// How to reach the other pages, e.g. "`next` shows page 3, `previous` shows page 1; `page N` shows any
    /// page from 1 to 5."
    private static func pageTurning(_ page: SchedulePageViewModel) -> String {
        var turns: [String] = []
        if page.hasNextPage { turns.append("`next` shows page \(page.number + 1)") }
        if page.hasPreviousPage { turns.append("`previous` shows page \(page.number - 1)") }
        return turns.joined(separator: ", ") + "; `page N` shows any page from 1 to \(page.count)."
    }

    private static func list(of viewModel: ScheduleViewModel) -> ConsoleSectionedList<ScheduleEventRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: { _ in true })
    }
}

extension ConsoleSceneFactory: ScheduleSceneFactory {
    public func makeScheduleScene() -> any ScheduleScene {
        ConsoleScheduleScene(screen: screen)
    }
}
