import ConbookCore
import ConbookMessageDetail

/// Route: a private message opens on top of the selected section's stack (marked read as it
/// opens); a link in it opens where it leads, through the content link flow.
@MainActor
final class MessageDetailFlow: MessageDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any MessageDetailSceneFactory
    private unowned let navigator: any Navigator
    private let contentLinkFlow: ContentLinkFlow

    init(
        conbook: Conbook, sceneFactory: any MessageDetailSceneFactory, navigator: any Navigator,
        contentLinkFlow: ContentLinkFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.contentLinkFlow = contentLinkFlow
    }

    /// Opens a message.
    func showMessage(_ message: PrivateMessage.ID) {
        let scene = sceneFactory.makeMessageDetailScene()
        MessageDetailModuleBuilder(conbook: conbook).build(scene: scene, message: message, delegate: self)
        navigator.push(scene)
    }

    func messageDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }
}
