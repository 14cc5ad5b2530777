public import ConbookChanges
import ConbookModuleKit

/// The last schedule update's changes on the console: favourites first, each changed part as
/// old → new, the events still on the schedule numbered for `select N`.
@MainActor
public final class ConsoleChangesScene: ChangesScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any ChangesSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ChangesViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any ChangesSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.changesSceneDidLoad() }
    }

    public func show(_ viewModel: ChangesViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.changesSceneDidLoad() }
    }

    public func render() -> [String] {
        var lines = [screen.style.bold(texts(.changesTitle))]
        guard let viewModel else { return lines + [texts(.loading)] }
        if let versions = viewModel.versions { lines.append(screen.style.dim(versions)) }
        if let emptyMessage = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(emptyMessage, prefix: "  ")
        }
        return lines + Self.list(of: viewModel).lines(style: screen.style) { row, _, label in render(row, label: label) }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleChangesTexts

    public nonisolated static let place = Texts.Key.placeChanges

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleChangesScene>] = [
        .select(explanation: .helpChangesSelect) {
            scene, number throws(ConsoleCommandError) in
            try scene.select(number)
        }
    ]

    private func select(_ number: Int) throws(ConsoleCommandError) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        let position = try Self.list(of: viewModel).numbering.position(ofItem: number)
        delegate.changesSceneDidSelectRow(id: viewModel.sections[position.section].rows[position.row].id)
    }

    private func render(_ row: ChangeRowViewModel, label: String) -> [String] {
        let style = screen.style
        let star = row.isFavourite ? style.favourite("★") : " "
        let prefix = "  \(label) \(star) "
        let indent = String(repeating: " ", count: TextWrapper.visibleWidth(of: prefix))
        var lines = screen.wrapper.wrap("\(style.bold(row.title)) — \(row.status)", prefix: prefix)
        lines += screen.wrapper.wrap(style.dim(row.when), prefix: indent)
        for detail in row.details {
            lines += screen.wrapper.wrap(detail, prefix: indent)
        }
        return lines
    }

    private static func list(of viewModel: ChangesViewModel) -> ConsoleSectionedList<ChangeRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: \.isSelectable)
    }
}

extension ConsoleSceneFactory: ChangesSceneFactory {
    public func makeChangesScene() -> ConsoleChangesScene {
        ConsoleChangesScene(screen: screen)
    }
}
