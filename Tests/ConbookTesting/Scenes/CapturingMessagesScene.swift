public import ConbookMessages
import ConbookModuleKit

/// A messages scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingMessagesScene: MessagesScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any MessagesSceneDelegate)?
    /// The messages shown last.
    public private(set) var viewModel: MessagesViewModel?
    /// The errors shown, oldest first.
    public private(set) var errors: [String] = []

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any MessagesSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: MessagesViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errors.append(message)
    }

    public func simulateSceneDidLoad() {
        delegate?.messagesSceneDidLoad()
    }

    /// The subjects listed, in order.
    public var subjects: [String] {
        viewModel?.rows.map(\.subject) ?? []
    }

    /// The subjects of the unread messages, in order.
    public var unreadSubjects: [String] {
        viewModel?.rows.filter(\.isUnread).map(\.subject) ?? []
    }

    /// Acts as the user choosing the message with a subject; false when it is not listed.
    @discardableResult
    public func simulateSelectingMessage(withSubject subject: String) -> Bool {
        guard let row = viewModel?.rows.first(where: { $0.subject == subject }) else { return false }
        delegate?.messagesSceneDidSelectMessage(id: row.id)
        return true
    }

    /// Acts as the user choosing a message by its row's identity, as a list shown earlier (another
    /// window, a list from before a refresh) would.
    public func simulateSelectingMessage(id: String) {
        delegate?.messagesSceneDidSelectMessage(id: id)
    }

    /// Acts as the user asking to log in.
    public func simulateAskingToLogIn() {
        delegate?.messagesSceneDidAskToLogIn()
    }

    /// Acts as the user asking for fresh messages.
    public func simulateRefreshing() {
        delegate?.messagesSceneDidAskToRefresh()
    }
}

extension CapturingSceneFactory: MessagesSceneFactory {
    public func makeMessagesScene() -> CapturingMessagesScene {
        remember(CapturingMessagesScene())
    }
}
