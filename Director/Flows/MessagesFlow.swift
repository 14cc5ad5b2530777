import ConbookCore
import ConbookMessages
import ConbookModuleKit

/// Route: the Messages section; a message chosen there opens through the message detail flow,
/// and asking to log in goes through the login flow (the list follows the login by itself).
@MainActor
final class MessagesFlow: SectionFlow, MessagesModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any MessagesSceneFactory
    private let messageDetailFlow: MessageDetailFlow
    private let loginFlow: LoginFlow

    init(
        conbook: Conbook, sceneFactory: any MessagesSceneFactory, messageDetailFlow: MessageDetailFlow,
        loginFlow: LoginFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.messageDetailFlow = messageDetailFlow
        self.loginFlow = loginFlow
    }

    var sectionTitle: String { MessagesTexts.catalogue(for: conbook.language)(.messagesSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeMessagesScene()
        MessagesModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func messagesModuleDidSelectMessage(_ message: PrivateMessage.ID) {
        messageDetailFlow.showMessage(message)
    }

    func messagesModuleDidAskToLogIn() {
        loginFlow.showLogin()
    }
}
