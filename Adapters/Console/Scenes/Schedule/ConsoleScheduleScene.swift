public import ConbookModuleKit
public import ConbookSchedule

/// The schedule on the console: a day picker, the active filters, and a page of events grouped by
/// start time, every event on the page numbered for `select N`; `next`, `previous` and `page N`
/// turn the pages.
@MainActor
public final class ConsoleScheduleScene: ScheduleScene, ConsoleScene, ConsoleFilterExporting {
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
        refreshStatus.update(status, on: screen)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.scheduleSceneDidLoad() }
    }

    public func render() -> [String] {
        guard let viewModel else { return [screen.style.bold(texts(.scheduleTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(screen.style.bold(texts(.scheduleHeading, ["heading": viewModel.heading])), indent: "  ")
        lines += ConsoleDayPicker.lines(days: viewModel.days, selectedIndex: viewModel.selectedDayIndex, on: screen)
        lines += screen.wrapper.wrap(texts(.filters, ["filters": Self.activeFilters(viewModel, texts)]))
        lines += refreshStatus.lines(on: screen)
        if !viewModel.people.isEmpty {
            let people = viewModel.people.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
            lines += screen.wrapper.wrap(texts(.schedulePeopleFound, ["people": people]))
        }
        if viewModel.sections.isEmpty {
            return lines + [""] + screen.wrapper.wrap(viewModel.emptyMessage ?? texts(.nothingToShow), prefix: "  ")
        }
        if let summary = viewModel.page.summary {
            lines += screen.wrapper.wrap(texts(.pageShowing, ["summary": summary]), indent: "  ")
        }
        lines += Self.list(of: viewModel).lines(style: screen.style) { row, _, label in render(row, label: label) }
        let page = viewModel.page
        return lines
            + ConsolePageTurning.lines(
                index: page.index, count: page.count, isCountComplete: page.isCountComplete, on: screen)
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleScheduleTexts

    public nonisolated static let place = Texts.Key.placeSchedule

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleScheduleScene>] =
        [
            .select(explanation: .helpScheduleSelect) { scene, number throws(ConsoleCommandError) in
                let (viewModel, delegate) = try scene.loaded()
                let position = try list(of: viewModel).numbering.position(ofItem: number)
                delegate.scheduleSceneDidSelectEvent(id: viewModel.sections[position.section].rows[position.row].id)
            },
            .text(
                "search", argument: "TEXT",
                explanation: .helpScheduleSearch
            ) { scene, text throws(ConsoleCommandError) in
                try scene.loaded().delegate.scheduleSceneDidChangeSearchText(text)
            },
            .numbered("person", explanation: .helpSchedulePerson, expected: .expectedListedItem) {
                scene, number throws(ConsoleCommandError) in
                let (viewModel, delegate) = try scene.loaded()
                guard viewModel.people.indices.contains(number - 1) else {
                    throw .noSuchItem(number: number, count: viewModel.people.count)
                }
                delegate.scheduleSceneDidSelectPerson(named: viewModel.people[number - 1])
            },
            .numbered("day", explanation: .helpShowDay, expected: .expectedDayNumber) {
                scene, number throws(ConsoleCommandError) in
                let (viewModel, delegate) = try scene.loaded()
                guard number >= 1, number <= viewModel.days.count else {
                    throw .noSuchDay(number: number, count: viewModel.days.count)
                }
                delegate.scheduleSceneDidSelectDay(at: number - 1)
            },
        ]
        + ConsoleSceneCommand.pageTurning(
            of: .pagedSchedule,
            pages: { scene throws(ConsoleCommandError) in
                let page = try scene.loaded().viewModel.page
                // A count that is a lower bound has more pages past it: any page number is tried.
                return (page.index, page.isCountComplete ? page.count : Int.max)
            },
            turnTo: { scene, index in scene.delegate?.scheduleSceneDidSelectPage(at: index) }
        ) + [filter, hide]

    /// `filter track NAME`, `filter room NAME`, `filter language CODE`, `filter friend NAME`, `filter favourites`,
    /// `filter unrecorded` and `filter none`.
    private nonisolated static let filter = ConsoleSceneCommand<ConsoleScheduleScene>(
        words: ["filter"],
        help: { texts in
            [
                ConsoleCommandHelp(usage: "filter track NAME", explanation: texts(.helpFilterTrack)),
                ConsoleCommandHelp(usage: "filter room NAME", explanation: texts(.helpFilterRoom)),
                ConsoleCommandHelp(usage: "filter language CODE", explanation: texts(.helpFilterLanguage)),
                ConsoleCommandHelp(usage: "filter friend NAME", explanation: texts(.helpFilterFriend)),
                ConsoleCommandHelp(usage: "filter host NAME", explanation: texts(.helpFilterHost)),
                ConsoleCommandHelp(usage: "filter favourites", explanation: texts(.helpFilterFavourites)),
                ConsoleCommandHelp(usage: "filter unrecorded", explanation: texts(.helpFilterUnrecorded)),
                ConsoleCommandHelp(usage: "filter hidden", explanation: texts(.helpFilterHidden)),
                ConsoleCommandHelp(usage: "filter none", explanation: texts(.helpFilterNone)),
            ]
        }
    ) { scene, line, texts throws(ConsoleCommandError) in
        let (viewModel, delegate) = try scene.loaded()
        let kind = line.subcommand
        switch kind.word {
        case "filter track":
            let index =
                try kind.arguments.isEmpty
                ? nil
                : ConsoleNameMatcher(kind: .kindTrack, texts: texts.shared).index(of: kind.arguments, in: viewModel.trackNames)
            delegate.scheduleSceneDidSelectTrack(at: index)
        case "filter room":
            let index =
                try kind.arguments.isEmpty
                ? nil
                : ConsoleNameMatcher(kind: .kindRoom, texts: texts.shared).index(of: kind.arguments, in: viewModel.roomNames)
            delegate.scheduleSceneDidSelectRoom(at: index)
        case "filter host", "filter speaker":
            delegate.scheduleSceneDidFilterByHost(kind.arguments.isEmpty ? nil : kind.arguments)
        case "filter friend":
            let index =
                try kind.arguments.isEmpty
                ? nil
                : ConsoleNameMatcher(kind: .kindFriend, texts: texts.shared).index(of: kind.arguments, in: viewModel.friendNames)
            delegate.scheduleSceneDidSelectFriend(at: index)
        case "filter language":
            delegate.scheduleSceneDidFilterByLanguage(kind.arguments.isEmpty ? nil : kind.arguments)
        case "filter favourites", "filter favorites", "filter favourite", "filter favorite":
            try ConsoleCommandLine(word: "filter favourites", arguments: kind.arguments).expectNoArguments(texts: texts.shared)
            delegate.scheduleSceneDidChangeFavouritesOnly(!viewModel.isFavouritesOnly)
        case "filter unrecorded", "filter not-recorded":
            try ConsoleCommandLine(word: "filter unrecorded", arguments: kind.arguments).expectNoArguments(texts: texts.shared)
            delegate.scheduleSceneDidChangeUnrecordedOnly(!viewModel.isUnrecordedOnly)
        case "filter hidden":
            try ConsoleCommandLine(word: "filter hidden", arguments: kind.arguments).expectNoArguments(texts: texts.shared)
            delegate.scheduleSceneDidChangeIncludesHidden(!viewModel.isIncludingHidden)
        case "filter none", "filter off", "filter clear":
            try ConsoleCommandLine(word: "filter none", arguments: kind.arguments).expectNoArguments(texts: texts.shared)
            delegate.scheduleSceneDidClearFilters()
        default:
            throw .invalidArguments(
                command: "filter", expected: texts(.expectedScheduleFilter),
                example: "filter track art")
        }
    }

    /// `hide track NAME`, `hide room NAME` and `hide language CODE`.
    private nonisolated static let hide = ConsoleSceneCommand<ConsoleScheduleScene>(
        words: ["hide"],
        help: { texts in
            [
                ConsoleCommandHelp(usage: "hide track NAME", explanation: texts(.helpHideTrack)),
                ConsoleCommandHelp(usage: "hide room NAME", explanation: texts(.helpHideRoom)),
                ConsoleCommandHelp(usage: "hide language CODE", explanation: texts(.helpHideLanguage)),
            ]
        }
    ) { scene, line, texts throws(ConsoleCommandError) in
        let (viewModel, delegate) = try scene.loaded()
        let kind = line.subcommand
        switch (kind.word, kind.arguments.isEmpty) {
        case ("hide track", false):
            let matcher = ConsoleNameMatcher(kind: .kindTrack, texts: texts.shared)
            delegate.scheduleSceneDidHideTrack(at: try matcher.index(of: kind.arguments, in: viewModel.trackNames))
        case ("hide room", false):
            let matcher = ConsoleNameMatcher(kind: .kindRoom, texts: texts.shared)
            delegate.scheduleSceneDidHideRoom(at: try matcher.index(of: kind.arguments, in: viewModel.roomNames))
        case ("hide language", false):
            delegate.scheduleSceneDidHideLanguage(kind.arguments)
        default:
            throw .invalidArguments(command: "hide", expected: texts(.expectedHideWhat), example: "hide track art")
        }
    }

    /// The filters shown, by name (for `export filter`); nil before the schedule shows.
    public var shownFilter: ConsoleScheduleFilter? {
        guard let viewModel else { return nil }
        return ConsoleScheduleFilter(
            favouritesOnly: viewModel.isFavouritesOnly, trackName: viewModel.selectedTrackIndex.map { viewModel.trackNames[$0] },
            roomName: viewModel.selectedRoomIndex.map { viewModel.roomNames[$0] }, language: viewModel.language,
            unrecordedOnly: viewModel.isUnrecordedOnly, includesHidden: viewModel.isIncludingHidden,
            friendName: viewModel.selectedFriendIndex.map { viewModel.friendNames[$0] }, host: viewModel.host)
    }

    private func loaded() throws(ConsoleCommandError) -> (viewModel: ScheduleViewModel, delegate: any ScheduleSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        return (viewModel, delegate)
    }

    private func render(_ row: ScheduleEventRowViewModel, label: String) -> [String] {
        let style = screen.style
        let star = row.isFavourite ? style.favourite("★") : " "
        let prefix = "  \(label) \(star) "
        let title =
            row.highlightedTitle.map { highlighted in
                highlighted.runs.map { $0.isHighlighted ? style.highlight(style.bold($0.text)) : style.bold($0.text) }.joined()
            } ?? style.bold(row.title)
        var text = "\(row.timeRange)  \(title) — \(row.room) · \(row.track)"
        if let mark = row.changeMark {
            text += "  " + style.bold("[\(mark)]")
        }
        if let clash = row.clash {
            text += "  " + style.bold("[\(clash)]")
        }
        if let friends = row.friends {
            text += "  " + style.favourite(friends)
        }
        if row.isHidden {
            text += "  " + style.dim("[\(texts(.rowHidden))]")
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

    private static func activeFilters(_ viewModel: ScheduleViewModel, _ texts: Words) -> String {
        var filters: [String] = []
        if !viewModel.searchText.isEmpty {
            filters.append(texts(.filterSearch, ["text": DisplayText.shortened(viewModel.searchText)]))
        }
        if let track = viewModel.selectedTrackIndex { filters.append(texts(.filterTrack, ["name": viewModel.trackNames[track]])) }
        if let room = viewModel.selectedRoomIndex { filters.append(texts(.filterRoom, ["name": viewModel.roomNames[room]])) }
        if let language = viewModel.language { filters.append(texts(.filterLanguage, ["code": language])) }
        if let host = viewModel.host { filters.append(texts(.filterHost, ["name": DisplayText.shortened(host)])) }
        if let friend = viewModel.selectedFriendIndex {
            filters.append(texts(.filterFriend, ["name": viewModel.friendNames[friend]]))
        }
        if viewModel.isFavouritesOnly { filters.append(texts(.filterFavouritesOnly)) }
        if viewModel.isUnrecordedOnly { filters.append(texts(.filterUnrecordedOnly)) }
        if viewModel.isIncludingHidden { filters.append(texts(.filterHiddenToo)) }
        return filters.isEmpty ? texts(.filtersNone) : filters.joined(separator: " · ")
    }

    private static func list(of viewModel: ScheduleViewModel) -> ConsoleSectionedList<ScheduleEventRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: { _ in true })
    }
}

extension ConsoleSceneFactory: ScheduleSceneFactory {
    public func makeScheduleScene() -> ConsoleScheduleScene {
        ConsoleScheduleScene(screen: screen)
    }
}
