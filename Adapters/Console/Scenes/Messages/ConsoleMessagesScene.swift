public import ConbookMessages
import ConbookModuleKit

/// The attendee's private messages on the console, newest first, unread ones marked `new`;
/// without a login, how to log in. `select N` opens one, `refresh` fetches fresh ones.
@MainActor
public final class ConsoleMessagesScene: MessagesScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any MessagesSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: MessagesViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any MessagesSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.messagesSceneDidLoad() }
    }

    public func show(_ viewModel: MessagesViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.messagesSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        let lines = [style.bold(texts(.messagesTitle))]
        guard let messages = viewModel else { return lines + [texts(.loading)] }
        var body = screen.wrapper.wrap(style.dim(messages.heading))
        if let prompt = messages.loginPrompt {
            return lines + body + [""] + screen.wrapper.wrap(prompt, prefix: "  ")
        }
        for (index, row) in messages.rows.enumerated() {
            let subject = (row.isUnread ? style.favourite(texts(.announcementNew)) + " " : "") + style.bold(row.subject)
            body += screen.wrapper.wrap(subject, prefix: "  [\(index + 1)] ")
            body += screen.wrapper.wrap(style.dim(row.byline), prefix: "    ")
            if !row.preview.isEmpty { body += screen.wrapper.wrap(row.preview, prefix: "    ") }
        }
        return lines + body
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleMessagesTexts

    public nonisolated static let place = Texts.Key.placeMessages

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleMessagesScene>] = [
        .select(explanation: .helpMessagesSelect) {
            scene, number throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            guard viewModel.rows.indices.contains(number - 1) else {
                throw .noSuchItem(number: number, count: viewModel.rows.count)
            }
            delegate.messagesSceneDidSelectMessage(id: viewModel.rows[number - 1].id)
        },
        .plain("refresh", explanation: .helpMessagesRefresh) { scene throws(ConsoleCommandError) in
            guard let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.messagesSceneDidAskToRefresh()
        },
    ]
}

extension ConsoleSceneFactory: MessagesSceneFactory {
    public func makeMessagesScene() -> ConsoleMessagesScene {
        ConsoleMessagesScene(screen: screen)
    }
}
