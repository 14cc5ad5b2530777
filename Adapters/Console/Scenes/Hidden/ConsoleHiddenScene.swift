public import ConbookHidden
import ConbookModuleKit

/// What is hidden, on the console: events, rooms, tracks and languages, every item numbered for
/// `show N`; a hidden event still in the schedule opens with `select N`.
@MainActor
public final class ConsoleHiddenScene: HiddenScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any HiddenSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: HiddenViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any HiddenSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.hiddenSceneDidLoad() }
    }

    public func show(_ viewModel: HiddenViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.hiddenSceneDidLoad() }
    }

    public func render() -> [String] {
        var lines = screen.wrapper.wrap(screen.style.bold(texts(.hiddenTitle)))
        guard let viewModel else { return lines + [texts(.loading)] }
        if let emptyMessage = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(emptyMessage, prefix: "  ")
        }
        lines += Self.list(of: viewModel).lines(style: screen.style) { row, _, label in render(row, label: label) }
        return lines + [""] + screen.wrapper.wrap(screen.style.dim(texts(.hiddenHint)), indent: "  ")
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleHiddenTexts

    public nonisolated static let place = Texts.Key.placeHidden

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleHiddenScene>] = [
        .numbered("show", explanation: .helpHiddenShow, expected: .expectedListedItem) {
            scene, number throws(ConsoleCommandError) in
            let (row, delegate) = try scene.row(numbered: number)
            delegate.hiddenSceneDidShowAgain(id: row.id)
        },
        .select(explanation: .helpHiddenSelect) { scene, number throws(ConsoleCommandError) in
            let (row, delegate) = try scene.row(numbered: number)
            guard row.isSelectable else { throw .notApplicable(scene.texts(.hiddenNotAnEvent)) }
            delegate.hiddenSceneDidSelectRow(id: row.id)
        },
    ]

    private func row(numbered number: Int) throws(ConsoleCommandError) -> (HiddenRowViewModel, any HiddenSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        let position = try Self.list(of: viewModel).numbering.position(ofItem: number)
        return (viewModel.sections[position.section].rows[position.row], delegate)
    }

    private func render(_ row: HiddenRowViewModel, label: String) -> [String] {
        let prefix = "  \(label) "
        var text = screen.style.bold(row.name)
        if let detail = row.detail { text += " — " + screen.style.dim(detail) }
        return screen.wrapper.wrap(text, prefix: prefix)
    }

    private static func list(of viewModel: HiddenViewModel) -> ConsoleSectionedList<HiddenRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: { _ in true })
    }
}

extension ConsoleSceneFactory: HiddenSceneFactory {
    public func makeHiddenScene() -> ConsoleHiddenScene {
        ConsoleHiddenScene(screen: screen)
    }
}
