import ConbookCore
public import ConbookKnowledgeDetail
import ConbookModuleKit

/// One knowledge entry in full on the console: its text, its pictures, and its links listed and
/// numbered for `open N` (its own, then those inside its text, which carry the same numbers there).
@MainActor
public final class ConsoleKnowledgeDetailScene: KnowledgeDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case entry(KnowledgeDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any KnowledgeDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any KnowledgeDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.knowledgeDetailSceneDidLoad() }
    }

    public func show(_ viewModel: KnowledgeDetailViewModel) {
        content = .entry(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.knowledgeDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        switch content {
        case .loading:
            return [style.bold("Knowledge entry"), "Loading…"]
        case .unavailable(let message):
            return [style.bold("Knowledge entry unavailable")] + screen.wrapper.wrap(message)
                + [style.dim("`back` returns to the list")]
        case .entry(let entry):
            return render(entry)
        }
    }

    public nonisolated static let place = "a knowledge entry's page"

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleKnowledgeDetailScene>] = [
        .numbered("open", explanation: "follow the entry's N-th link", expected: "the number of a link") {
            scene, number throws(ConsoleCommandError) in
            guard case .entry(let entry) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard entry.links.indices.contains(number - 1) else {
                throw .noSuchItem(number: number, count: entry.links.count)
            }
            guard entry.links[number - 1].canOpen else {
                throw .linkNotFollowed(name: entry.links[number - 1].name, reason: entry.links[number - 1].destination)
            }
            delegate.knowledgeDetailSceneDidSelectLink(at: number - 1)
        },
    ]

    private func render(_ entry: KnowledgeDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold(entry.title))
        if let group = entry.groupName { lines += screen.wrapper.wrap(style.dim("In \(group)")) }
        if let text = entry.text, !text.blocks.isEmpty {
            var numbers: [String: Int] = [:]
            for (index, link) in entry.links.enumerated() where link.canOpen {
                if let address = link.address, numbers[address] == nil { numbers[address] = index + 1 }
            }
            lines += [""] + ConsoleRichTextRenderer(width: screen.width, style: style, linkNumbers: numbers).render(text)
        }
        for (index, picture) in entry.pictures.enumerated() {
            let title = entry.pictures.count == 1 ? "Picture" : "Picture \(index + 1)"
            lines += [""] + ConsoleScenePicture.lines(of: picture, titled: title, on: screen)
        }
        if !entry.links.isEmpty {
            lines += ["", style.bold("Links")]
            for (index, link) in entry.links.enumerated() {
                let label = link.canOpen ? "[\(index + 1)]" : "[-]"
                lines += screen.wrapper.wrap("\(link.name) — \(style.dim(link.destination))", prefix: "  \(label) ")
            }
        }
        let open = entry.links.contains(where: \.canOpen) ? "`open N` follows a link · " : ""
        return lines + ["", style.dim("\(open)`back` returns to the list")]
    }
}

extension ConsoleSceneFactory: KnowledgeDetailSceneFactory {
    public func makeKnowledgeDetailScene() -> any KnowledgeDetailScene {
        ConsoleKnowledgeDetailScene(screen: screen)
    }
}
