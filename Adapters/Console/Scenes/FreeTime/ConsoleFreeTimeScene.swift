public import ConbookFreeTime
import ConbookModuleKit

/// A day's free time on the console: each gap between favourites as a heading, the events that fit
/// in it numbered for `select N` and `favourite N`, with how far each is from the favourite before;
/// `day N` turns the day, `free N` the shortest gap.
@MainActor
public final class ConsoleFreeTimeScene: FreeTimeScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any FreeTimeSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: FreeTimeViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any FreeTimeSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.freeTimeSceneDidLoad() }
    }

    public func show(_ viewModel: FreeTimeViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.freeTimeSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let viewModel else { return [style.bold(texts(.freeTimeTitle)), texts(.loading)] }
        let day = viewModel.selectedDayIndex.map { viewModel.days[$0] } ?? ""
        var lines = screen.wrapper.wrap(style.bold(texts(.freeTimeHeading, ["day": day])), indent: "  ")
        lines += ConsoleDayPicker.lines(days: viewModel.days, selectedIndex: viewModel.selectedDayIndex, on: screen)
        lines += screen.wrapper.wrap(viewModel.heading)
        if let empty = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(empty, prefix: "  ")
        }
        var number = 0
        for gap in viewModel.gaps {
            lines += [""] + screen.wrapper.wrap(style.bold(gap.title)) + screen.wrapper.wrap(style.dim(gap.between), prefix: "  ")
            if let empty = gap.emptyMessage { lines += screen.wrapper.wrap(empty, prefix: "  ") }
            for row in gap.rows {
                number += 1
                lines += render(row, label: "[\(number)]")
            }
        }
        return lines + [""] + screen.wrapper.wrap(style.dim(texts(.freeTimeHint)), indent: "  ")
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleFreeTimeTexts

    public nonisolated static let place = Texts.Key.placeFreeTime

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleFreeTimeScene>] = [
        .select(explanation: .helpFreeTimeSelect) { scene, number throws(ConsoleCommandError) in
            let (row, delegate) = try scene.row(numbered: number)
            delegate.freeTimeSceneDidSelectEvent(id: row.id)
        },
        .numbered("favourite", explanation: .helpFreeTimeFavourite, expected: .expectedListedItem) {
            scene, number throws(ConsoleCommandError) in
            let (row, delegate) = try scene.row(numbered: number)
            delegate.freeTimeSceneDidToggleFavourite(id: row.id)
        },
        .numbered("day", explanation: .helpShowDay, expected: .expectedDayNumber) {
            scene, number throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            guard number >= 1, number <= viewModel.days.count else {
                throw .noSuchDay(number: number, count: viewModel.days.count)
            }
            delegate.freeTimeSceneDidSelectDay(at: number - 1)
        },
        .numbered("free", explanation: .helpFreeTimeMinimum, expected: .expectedFreeMinutes) {
            scene, minutes throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            guard minutes >= 1 else {
                throw .invalidArguments(command: "free", expected: scene.texts(.expectedFreeMinutes), example: "free 45")
            }
            delegate.freeTimeSceneDidChangeMinimum(minutes: minutes)
        },
    ]

    /// The row of the event numbered so, counting through the gaps.
    private func row(
        numbered number: Int
    ) throws(ConsoleCommandError) -> (FreeTimeEventRowViewModel, any FreeTimeSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        let count = viewModel.gaps.reduce(0) { $0 + $1.rows.count }
        var rest = number - 1
        for gap in viewModel.gaps where rest >= 0 {
            if rest < gap.rows.count { return (gap.rows[rest], delegate) }
            rest -= gap.rows.count
        }
        throw .noSuchItem(number: number, count: count)
    }

    private func render(_ row: FreeTimeEventRowViewModel, label: String) -> [String] {
        let style = screen.style
        let star = row.isFavourite ? style.favourite("★") : " "
        let prefix = "  \(label) \(star) "
        var lines = screen.wrapper.wrap("\(row.timeRange)  \(style.bold(row.title)) — \(row.room)", prefix: prefix)
        if let distance = row.distance {
            let indent = String(repeating: " ", count: TextWrapper.visibleWidth(of: prefix))
            lines += screen.wrapper.wrap(style.dim(distance), prefix: indent)
        }
        return lines
    }
}

extension ConsoleSceneFactory: FreeTimeSceneFactory {
    public func makeFreeTimeScene() -> ConsoleFreeTimeScene {
        ConsoleFreeTimeScene(screen: screen)
    }
}
