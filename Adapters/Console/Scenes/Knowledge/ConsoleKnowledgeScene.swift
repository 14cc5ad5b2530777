public import ConbookKnowledge
import ConbookModuleKit

/// The knowledge base on the console: its groups in order, each numbered for `select N` with its
/// description and how many entries it has; `search TEXT` lists the entries found instead, in
/// their groups, numbered in turn.
@MainActor
public final class ConsoleKnowledgeScene: KnowledgeScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any KnowledgeSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: KnowledgeViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any KnowledgeSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.knowledgeSceneDidLoad() }
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func show(_ viewModel: KnowledgeViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.knowledgeSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let viewModel else { return [style.bold(texts(.knowledgeTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(texts(.knowledgeHeading, ["heading": viewModel.heading])), indent: "  ")
        if let emptyMessage = viewModel.emptyMessage {
            return lines + [""] + screen.wrapper.wrap(emptyMessage, prefix: "  ")
        }
        if viewModel.searchText.isEmpty {
            let numbering = ConsoleRowNumbering(isSelectable: [viewModel.groups.map { _ in true }])
            lines.append("")
            for (index, group) in viewModel.groups.enumerated() {
                let label = numbering.label(section: 0, row: index)
                lines += screen.wrapper.wrap("\(style.bold(group.title)) — \(style.dim(group.entryCount))", prefix: "  \(label) ")
                if let subtitle = group.subtitle {
                    lines += screen.wrapper.wrap(subtitle, prefix: String(repeating: " ", count: label.count + 3))
                }
            }
        } else {
            lines += Self.results(of: viewModel).lines(style: style) { row, _, label in
                screen.wrapper.wrap(row.title, prefix: "  \(label) ")
            }
        }
        let hint = viewModel.searchText.isEmpty ? texts(.knowledgeHintSearch) : texts(.knowledgeHintGroups)
        return lines + ["", style.dim(hint)]
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleKnowledgeTexts

    public nonisolated static let place = Texts.Key.placeKnowledge

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleKnowledgeScene>] = [
        .select(explanation: .helpKnowledgeSelect) {
            scene, number throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            if viewModel.searchText.isEmpty {
                let position = try ConsoleRowNumbering(isSelectable: [viewModel.groups.map { _ in true }])
                    .position(ofItem: number)
                delegate.knowledgeSceneDidSelectGroup(id: viewModel.groups[position.row].id)
            } else {
                let position = try results(of: viewModel).numbering.position(ofItem: number)
                delegate.knowledgeSceneDidSelectResult(id: viewModel.results[position.section].rows[position.row].id)
            }
        },
        .text(
            "search", argument: "TEXT",
            explanation: .helpKnowledgeSearch
        ) { scene, text throws(ConsoleCommandError) in
            guard let delegate = scene.delegate, scene.viewModel != nil else { throw .notLoadedYet }
            delegate.knowledgeSceneDidChangeSearchText(text)
        },
    ]

    private static func results(of viewModel: KnowledgeViewModel) -> ConsoleSectionedList<KnowledgeResultRowViewModel> {
        ConsoleSectionedList(sections: viewModel.results.map { ($0.title, $0.rows) }, isSelectable: { _ in true })
    }
}

extension ConsoleSceneFactory: KnowledgeSceneFactory {
    public func makeKnowledgeScene() -> ConsoleKnowledgeScene {
        ConsoleKnowledgeScene(screen: screen)
    }
}
