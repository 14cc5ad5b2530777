public import ConbookCore
import ConbookModuleKit

/// Composes the message detail module for one private message.
@MainActor
public struct MessageDetailModuleBuilder {
    private let conbook: any MessageDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any MessageDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the message to the scene; the scene keeps it alive. Once the
    /// scene is on screen, the message shows and is marked read.
    public func build(scene: any MessageDetailScene, message: PrivateMessage.ID, delegate: any MessageDetailModuleDelegate) {
        let interactor = MessageDetailInteractor(
            privateMessages: conbook.privateMessages, followLink: conbook.followLink, calendar: conbook.calendar,
            richTextParser: conbook.richTextParser,
            texts: ModuleWords(
                MessageDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = MessageDetailPresenter(scene: scene, delegate: delegate, message: message, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
