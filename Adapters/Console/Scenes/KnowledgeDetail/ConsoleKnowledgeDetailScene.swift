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
            return [style.bold(texts(.knowledgeEntryTitle)), texts(.loading)]
        case .unavailable(let message):
            return [style.bold(texts(.knowledgeEntryUnavailable))] + screen.wrapper.wrap(message)
                + [style.dim(texts(.backReturnsToList))]
        case .entry(let entry):
            return render(entry)
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleKnowledgeDetailTexts

    public nonisolated static let place = Texts.Key.placeKnowledgeEntry

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleKnowledgeDetailScene>] = [
        .numbered("open", explanation: .helpKnowledgeEntryOpen, expected: .expectedLinkNumber) {
            scene, number throws(ConsoleCommandError) in
            guard case .entry(let entry) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.knowledgeDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: entry.links))
        }
    ]

    private func render(_ entry: KnowledgeDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold(entry.title))
        if let group = entry.groupName {
            lines += screen.wrapper.wrap(style.dim(texts(.knowledgeEntryInGroup, ["group": group])))
        }
        if let text = entry.text, !text.blocks.isEmpty {
            lines +=
                [""]
                + ConsoleRichTextRenderer(
                    width: screen.width, style: style, linkNumbers: ConsoleLinkList.numbers(of: entry.links)
                ).render(text)
        }
        for (index, picture) in entry.pictures.enumerated() {
            let title =
                entry.pictures.count == 1
                ? texts(.pictureSubject) : texts(.knowledgeEntryPictureNumber, ["number": "\(index + 1)"])
            lines += [""] + ConsoleScenePicture.lines(of: picture, titled: title, on: screen)
        }
        lines += ConsoleLinkList.lines(entry.links, on: screen)
        return lines + ["", style.dim(ConsoleLinkList.hint(entry.links, texts: texts.shared) + texts(.backReturnsToList))]
    }
}

extension ConsoleSceneFactory: KnowledgeDetailSceneFactory {
    public func makeKnowledgeDetailScene() -> ConsoleKnowledgeDetailScene {
        ConsoleKnowledgeDetailScene(screen: screen)
    }
}
