public import ConbookMessageDetail
import ConbookModuleKit

/// One private message in full on the console: subject, who wrote it, when it arrived, its text
/// with its links numbered for `open N`.
@MainActor
public final class ConsoleMessageDetailScene: MessageDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case message(MessageDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any MessageDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any MessageDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.messageDetailSceneDidLoad() }
    }

    public func show(_ viewModel: MessageDetailViewModel) {
        content = .message(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.messageDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        switch content {
        case .loading:
            return [style.bold(texts(.messageTitle)), texts(.loading)]
        case .unavailable(let message):
            return [style.bold(texts(.messageUnavailable))] + screen.wrapper.wrap(message)
                + [style.dim(texts(.backReturnsToList))]
        case .message(let message):
            var lines = screen.wrapper.wrap(style.bold(message.subject))
            lines +=
                [""]
                + ConsoleFactList.lines(
                    [(texts(.messageFrom), message.author), (texts(.messageReceived), message.received)], on: screen)
            lines +=
                [""]
                + ConsoleRichTextRenderer(
                    width: screen.width, style: style, linkNumbers: ConsoleLinkList.numbers(of: message.links)
                ).render(message.body)
            lines += ConsoleLinkList.lines(message.links, on: screen)
            return lines + ["", style.dim(ConsoleLinkList.hint(message.links, texts: texts.shared) + texts(.backReturnsToList))]
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleMessageDetailTexts

    public nonisolated static let place = Texts.Key.placeMessage

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleMessageDetailScene>] = [
        .numbered("open", explanation: .helpMessageOpen, expected: .expectedLinkNumber) {
            scene, number throws(ConsoleCommandError) in
            guard case .message(let message) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.messageDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: message.links))
        }
    ]
}

extension ConsoleSceneFactory: MessageDetailSceneFactory {
    public func makeMessageDetailScene() -> ConsoleMessageDetailScene {
        ConsoleMessageDetailScene(screen: screen)
    }
}
