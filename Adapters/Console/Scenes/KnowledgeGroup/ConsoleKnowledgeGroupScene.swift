public import ConbookKnowledgeGroup
import ConbookModuleKit

/// One group of the knowledge base on the console: its entries in order, numbered for `select N`.
@MainActor
public final class ConsoleKnowledgeGroupScene: KnowledgeGroupScene, ConsoleScene {
    private enum Content {
        case loading
        case group(KnowledgeGroupViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any KnowledgeGroupSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any KnowledgeGroupSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.knowledgeGroupSceneDidLoad() }
    }

    public func show(_ viewModel: KnowledgeGroupViewModel) {
        content = .group(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.knowledgeGroupSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        switch content {
        case .loading:
            return [style.bold(texts(.knowledgeGroupTitle)), texts(.loading)]
        case .unavailable(let message):
            return [style.bold(texts(.knowledgeGroupUnavailable))] + screen.wrapper.wrap(message)
                + [style.dim(texts(.knowledgeGroupBack))]
        case .group(let group):
            var lines = screen.wrapper.wrap(style.bold(group.title))
            if let subtitle = group.subtitle { lines += screen.wrapper.wrap(style.dim(subtitle)) }
            lines.append("")
            if let emptyMessage = group.emptyMessage {
                lines += screen.wrapper.wrap(emptyMessage, prefix: "  ")
            }
            let numbering = Self.numbering(of: group)
            for (index, entry) in group.entries.enumerated() {
                lines += screen.wrapper.wrap(entry.title, prefix: "  \(numbering.label(section: 0, row: index)) ")
            }
            return lines + ["", style.dim(texts(.knowledgeGroupBack))]
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleKnowledgeGroupTexts

    public nonisolated static let place = Texts.Key.placeKnowledgeGroup

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleKnowledgeGroupScene>] = [
        .select(explanation: .helpKnowledgeGroupSelect) { scene, number throws(ConsoleCommandError) in
            guard case .group(let group) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            let position = try numbering(of: group).position(ofItem: number)
            delegate.knowledgeGroupSceneDidSelectEntry(id: group.entries[position.row].id)
        }
    ]

    private static func numbering(of group: KnowledgeGroupViewModel) -> ConsoleRowNumbering {
        ConsoleRowNumbering(isSelectable: [group.entries.map { _ in true }])
    }
}

extension ConsoleSceneFactory: KnowledgeGroupSceneFactory {
    public func makeKnowledgeGroupScene() -> ConsoleKnowledgeGroupScene {
        ConsoleKnowledgeGroupScene(screen: screen)
    }
}
