public import ConbookChanges

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

    public func appear() {
        if loadGate.appeared() { delegate?.changesSceneDidLoad() }
    }

    public func render() -> [String] {
        var lines = [screen.style.bold("Changes in the last schedule update")]
        guard let viewModel else { return lines + ["Loading…"] }
        if let emptyMessage = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(emptyMessage, prefix: "  ")
        }
        let numbering = Self.numbering(of: viewModel)
        for (sectionIndex, section) in viewModel.sections.enumerated() {
            lines += ["", screen.style.bold(section.title)]
            for (rowIndex, row) in section.rows.enumerated() {
                lines += render(row, label: numbering.label(section: sectionIndex, row: rowIndex))
            }
        }
        return lines
    }

    public func perform(_ command: ConsoleSceneCommand) throws(ConsoleCommandError) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        switch command {
        case .select(let number):
            let position = try Self.numbering(of: viewModel).position(ofItem: number)
            delegate.changesSceneDidSelectRow(section: position.section, row: position.row)
        default:
            throw .notAvailableHere(command)
        }
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

    private static func numbering(of viewModel: ChangesViewModel) -> ConsoleRowNumbering {
        ConsoleRowNumbering(isSelectable: viewModel.sections.map { $0.rows.map(\.isSelectable) })
    }
}
