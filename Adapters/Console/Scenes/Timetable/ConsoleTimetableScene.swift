import ConbookModuleKit
public import ConbookTimetable

/// A day as rooms × time on the console: a column per room (as many as fit the width, the
/// busiest first; `next`/`previous` show the others, `rooms` chooses), a row per quarter of an
/// hour, each event a box (its number and title, then its times), favourites starred (`!` for a
/// favourite flagged as clashing), the current time marked ▶; a stretch with nothing in view
/// shows as one `⋮` row.
@MainActor
public final class ConsoleTimetableScene: TimetableScene, ConsoleScene {
    /// The narrowest a column gets, and the widest.
    static let columnWidths = 14...28
    /// The time gutter: a mark and `HH:MM`.
    static let gutterWidth = 6

    private let screen: ConsoleScreen
    private var delegate: (any TimetableSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: TimetableViewModel?
    /// The page of columns shown, counting from 0.
    private var columnPage = 0

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any TimetableSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.timetableSceneDidLoad() }
    }

    public func show(_ viewModel: TimetableViewModel) {
        if self.viewModel?.selectedDayIndex != viewModel.selectedDayIndex || self.viewModel?.roomNames != viewModel.roomNames
            || self.viewModel?.chosenRoomIndexes != viewModel.chosenRoomIndexes
        {
            columnPage = 0
        }
        self.viewModel = viewModel
        columnPage = min(columnPage, max(0, pageCount(of: viewModel) - 1))
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.timetableSceneDidLoad() }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleTimetableTexts

    public nonisolated static let place = Texts.Key.placeTimetable

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleTimetableScene>] =
        [
            .select(explanation: .helpTimetableSelect) { scene, number throws(ConsoleCommandError) in
                let (viewModel, delegate) = try scene.loaded()
                guard number >= 1, number <= viewModel.events.count else {
                    throw .noSuchItem(number: number, count: viewModel.events.count)
                }
                delegate.timetableSceneDidSelectEvent(id: viewModel.events[number - 1].id)
            },
            .numbered("day", explanation: .helpShowDay, expected: .expectedDayNumber) {
                scene, number throws(ConsoleCommandError) in
                let (viewModel, delegate) = try scene.loaded()
                guard number >= 1, number <= viewModel.days.count else {
                    throw .noSuchDay(number: number, count: viewModel.days.count)
                }
                delegate.timetableSceneDidSelectDay(at: number - 1)
            },
            .text(
                "rooms", argument: "NAME, NAME…",
                explanation: .helpTimetableRooms
            ) { scene, text throws(ConsoleCommandError) in
                let (viewModel, delegate) = try scene.loaded()
                let names = text.split(separator: ",").map { DisplayText.trimmed(String($0)) }.filter { !$0.isEmpty }
                var indexes: [Int] = []
                for name in names {
                    indexes.append(
                        try ConsoleNameMatcher(kind: .kindRoom, texts: scene.texts.shared).index(
                            of: name, in: viewModel.roomNames))
                }
                delegate.timetableSceneDidChooseRooms(at: indexes)
            },
        ]
        + ConsoleSceneCommand.pageTurning(
            of: .pagedRooms,
            pages: { scene throws(ConsoleCommandError) in
                guard let viewModel = scene.viewModel else { throw .notLoadedYet }
                return (scene.columnPage, scene.pageCount(of: viewModel))
            },
            turnTo: { scene, index in scene.columnPage = index }
        )

    public func render() -> [String] {
        let style = screen.style
        guard let viewModel else { return [style.bold(texts(.timetableTitle)), texts(.loading)] }
        let day = viewModel.selectedDayIndex.map { viewModel.days[$0] } ?? texts(.timetableNoDay)
        var lines = [style.bold(texts(.timetableHeading, ["day": day]))]
        lines += ConsoleDayPicker.lines(days: viewModel.days, selectedIndex: viewModel.selectedDayIndex, on: screen)
        if let message = viewModel.emptyMessage {
            return lines + ["", "  " + message]
        }
        let perPage = columnsPerPage
        let shown = Array(viewModel.columns.dropFirst(columnPage * perPage).prefix(perPage))
        let first = columnPage * perPage + 1
        let order = viewModel.chosenRoomIndexes.isEmpty ? texts(.timetableBusiestFirst) : texts(.timetableAsChosen)
        lines += screen.wrapper.wrap(
            texts(
                .timetableColumns,
                [
                    "first": "\(first)", "last": "\(first + shown.count - 1)", "count": "\(viewModel.columns.count)",
                    "order": order,
                ]), prefix: "")
        lines.append("")
        lines += grid(viewModel, columns: shown)
        var hints = [texts(.timetableHintSelect), texts(.timetableHintDay), texts(.timetableHintRooms)]
        if pageCount(of: viewModel) > 1 { hints.insert(texts(.timetableHintPages), at: 1) }
        return lines + [""] + screen.wrapper.wrap(style.dim(hints.joined(separator: " · ")))
    }

    private func grid(_ viewModel: TimetableViewModel, columns: [TimetableColumnViewModel]) -> [String] {
        let width = columnWidth(count: columns.count)
        let style = screen.style
        var header = String(repeating: " ", count: Self.gutterWidth)
        for column in columns {
            header += "│" + style.bold(Self.fitted(column.title, width: width))
        }
        var lines = [header + "│"]
        var blankRun = 0
        for (slot, time) in viewModel.slotTimes.enumerated() {
            let cells = columns.map { cell(slot: slot, column: $0, in: viewModel, width: width) }
            let isBlank = cells.allSatisfy { $0 == nil } && slot != viewModel.nowSlot
            blankRun = isBlank ? blankRun + 1 : 0
            // A stretch with nothing in view shows as its first row and one `⋮` row.
            if blankRun == 2 {
                let blank = String(repeating: " ", count: width)
                lines.append(
                    " " + Self.fitted("  ⋮", width: Self.gutterWidth - 1) + columns.map { _ in "│" + blank }.joined() + "│")
            }
            if blankRun >= 2 { continue }
            var line = (slot == viewModel.nowSlot ? "▶" : " ") + Self.fitted(time, width: Self.gutterWidth - 1)
            for cell in cells {
                line += "│" + (cell ?? String(repeating: " ", count: width))
            }
            lines.append(line + "│")
        }
        return lines
    }

    /// What a column shows in a row: the event's number and title on its first row, its times on
    /// the second, who else goes on the third (when friends' lists pick it), a dotted line on the
    /// rest; nil where no event is.
    private func cell(slot: Int, column: TimetableColumnViewModel, in viewModel: TimetableViewModel, width: Int) -> String? {
        guard
            let index = column.eventIndexes.first(where: { index in
                let event = viewModel.events[index]
                return event.firstSlot <= slot && slot < event.firstSlot + event.slotCount
            })
        else { return nil }
        let event = viewModel.events[index]
        let style = screen.style
        switch slot - event.firstSlot {
        case 0:
            let mark = event.isClashing ? "!" : event.isFavourite ? "★" : ""
            let text = Self.fitted("[\(index + 1)]\(mark)\(event.title)", width: width)
            return event.isFavourite ? style.favourite(text) : style.bold(text)
        case 1:
            return style.dim(Self.fitted("   " + event.timeRange, width: width))
        case 2 where event.friends != nil:
            return style.favourite(Self.fitted("   " + (event.friends ?? ""), width: width))
        default:
            return style.dim(Self.fitted("   ┆", width: width))
        }
    }

    private var columnsPerPage: Int {
        let available = screen.width - Self.gutterWidth - 1
        return max(1, available / (Self.columnWidths.lowerBound + 1))
    }

    private func columnWidth(count: Int) -> Int {
        let available = screen.width - Self.gutterWidth - 1
        let width = available / max(1, count) - 1
        return min(max(width, Self.columnWidths.lowerBound), Self.columnWidths.upperBound)
    }

    private func pageCount(of viewModel: TimetableViewModel) -> Int {
        max(1, (viewModel.columns.count + columnsPerPage - 1) / columnsPerPage)
    }

    private func loaded() throws(ConsoleCommandError) -> (viewModel: TimetableViewModel, delegate: any TimetableSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        return (viewModel, delegate)
    }

    /// A text cut (with `…`) or padded to exactly a width of terminal cells.
    static func fitted(_ text: String, width: Int) -> String {
        var result = ""
        var used = 0
        let total = TextWrapper.visibleWidth(of: text)
        for character in text {
            let characterWidth = TextWrapper.visibleWidth(of: String(character))
            let limit = total > width ? width - 1 : width
            if used + characterWidth > limit { break }
            result.append(character)
            used += characterWidth
        }
        if total > width {
            result += "…"
            used += 1
        }
        return result + String(repeating: " ", count: max(0, width - used))
    }
}

extension ConsoleSceneFactory: TimetableSceneFactory {
    public func makeTimetableScene() -> ConsoleTimetableScene {
        ConsoleTimetableScene(screen: screen)
    }
}
