import ConbookCore
import ConbookModuleKit

/// Shows one private message and marks it read once it is on screen; follows its links; says it
/// is gone after a logout.
@MainActor
final class MessageDetailPresenter: MessageDetailSceneDelegate, ConventionObserver {
    private weak var scene: (any MessageDetailScene)?
    private weak var delegate: (any MessageDetailModuleDelegate)?
    private let message: PrivateMessage.ID
    private let interactor: MessageDetailInteractor
    private var links = TextLinks()
    private var markedRead = false

    init(
        scene: any MessageDetailScene, delegate: any MessageDetailModuleDelegate, message: PrivateMessage.ID,
        interactor: MessageDetailInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.message = message
        self.interactor = interactor
    }

    func messageDetailSceneDidLoad() {
        render()
        guard !markedRead else { return }
        markedRead = true
        let interactor = interactor
        let message = message
        Task { [weak self] in
            do throws(LoginError) {
                try await interactor.markRead(message)
            } catch {
                guard let self else { return }
                scene?.showError(
                    interactor.texts(
                        .readMarkNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
            }
        }
    }

    func messageDetailSceneDidSelectLink(at index: Int) {
        guard let link = links.followable(at: index) else { return }
        delegate?.messageDetailModuleDidSelectLink(link.destination, named: link.name)
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .messagesUpdated || change == .accountChanged {
            render()
        }
    }

    private func render() {
        guard let (viewModel, links) = interactor.detail(message) else {
            self.links = TextLinks()
            scene?.showUnavailable(interactor.texts(.messageUnavailable))
            return
        }
        self.links = links
        scene?.show(viewModel)
    }
}
