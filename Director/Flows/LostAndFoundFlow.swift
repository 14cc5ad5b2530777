import ConbookCore
import ConbookLostAndFound
import ConbookModuleKit

/// Route: the Lost & Found section; an item's picture link is followed through the content link
/// flow (a page Conbook does not fetch), and asking to log in goes through the login flow (the
/// list follows the login by itself).
@MainActor
final class LostAndFoundFlow: SectionFlow, LostAndFoundModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any LostAndFoundSceneFactory
    private let contentLinkFlow: ContentLinkFlow
    private let loginFlow: LoginFlow

    init(
        conbook: Conbook, sceneFactory: any LostAndFoundSceneFactory, contentLinkFlow: ContentLinkFlow,
        loginFlow: LoginFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.contentLinkFlow = contentLinkFlow
        self.loginFlow = loginFlow
    }

    var sectionTitle: String { LostAndFoundTexts.catalogue(for: conbook.language)(.lostAndFoundSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeLostAndFoundScene()
        LostAndFoundModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func lostAndFoundModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }

    func lostAndFoundModuleDidAskToLogIn() {
        loginFlow.showLogin()
    }
}
