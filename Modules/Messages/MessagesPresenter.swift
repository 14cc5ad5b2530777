import ConbookCore
import ConbookModuleKit

/// Shows the messages, fetches fresh ones when the scene appears and when asked (logged in), and
/// follows the login and the messages as they change.
@MainActor
final class MessagesPresenter: MessagesSceneDelegate, ConventionObserver {
    private weak var scene: (any MessagesScene)?
    private weak var delegate: (any MessagesModuleDelegate)?
    private let interactor: MessagesInteractor
    private let privateMessages: PrivateMessagesUseCase
    private var ids: [PrivateMessage.ID] = []

    init(
        scene: any MessagesScene, delegate: any MessagesModuleDelegate, interactor: MessagesInteractor,
        privateMessages: PrivateMessagesUseCase
    ) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
        self.privateMessages = privateMessages
    }

    func messagesSceneDidLoad() {
        render()
        refresh()
    }

    func messagesSceneDidSelectMessage(id: String) {
        guard let message = ids.first(where: { $0.rawValue == id }) else {
            // Chosen on a list that has since changed (a refresh, another window): refused, with the list as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.messagesModuleDidSelectMessage(message)
    }

    func messagesSceneDidAskToLogIn() {
        delegate?.messagesModuleDidAskToLogIn()
    }

    func messagesSceneDidAskToRefresh() {
        refresh()
    }

    func conventionDidChange(_ change: ConventionChange) {
        switch change {
        case .accountChanged:
            render()
            refresh()
        case .messagesUpdated:
            render()
        default:
            break
        }
    }

    private func render() {
        let (viewModel, ids) = interactor.listing()
        self.ids = ids
        scene?.show(viewModel)
    }

    private func refresh() {
        guard interactor.isLoggedIn else { return }
        let privateMessages = privateMessages
        Task { [weak self] in
            do throws(LoginError) {
                try await privateMessages.refresh()
            } catch {
                guard let self else { return }
                scene?.showError(
                    interactor.texts(
                        .messagesNotRefreshed, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
            }
        }
    }
}
