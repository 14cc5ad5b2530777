import ConbookArtistAlley
import ConbookArtistAlleyDetail
import ConbookArtistAlleyRegistration
import ConbookCore
import ConbookModuleKit

/// Route: the Artist Alley section; a table chosen there opens on top of it (its links where
/// they lead, through the content link flow), and the attendee's own registration opens on top
/// of it too (asking to log in there goes through the login flow).
@MainActor
final class ArtistAlleyFlow: SectionFlow, ArtistAlleyModuleDelegate, ArtistAlleyDetailModuleDelegate,
    ArtistAlleyRegistrationModuleDelegate
{
    private let conbook: Conbook
    private let sceneFactory:
        any ArtistAlleySceneFactory & ArtistAlleyDetailSceneFactory
            & ArtistAlleyRegistrationSceneFactory
    private unowned let navigator: any Navigator
    private let contentLinkFlow: ContentLinkFlow
    private let loginFlow: LoginFlow

    init(
        conbook: Conbook,
        sceneFactory: any ArtistAlleySceneFactory & ArtistAlleyDetailSceneFactory & ArtistAlleyRegistrationSceneFactory,
        navigator: any Navigator, contentLinkFlow: ContentLinkFlow, loginFlow: LoginFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.contentLinkFlow = contentLinkFlow
        self.loginFlow = loginFlow
    }

    let sectionName = "ArtistAlley"

    var sectionTitle: String { ArtistAlleyTexts.catalogue(for: conbook.language)(.alleySectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeArtistAlleyScene()
        ArtistAlleyModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func artistAlleyModuleDidSelectTable(_ table: ArtistAlleyTable.ID) {
        let scene = sceneFactory.makeArtistAlleyDetailScene()
        ArtistAlleyDetailModuleBuilder(conbook: conbook).build(scene: scene, table: table, delegate: self)
        navigator.push(scene)
    }

    func artistAlleyModuleDidAskForOwnRegistration() {
        let scene = sceneFactory.makeArtistAlleyRegistrationScene()
        ArtistAlleyRegistrationModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        navigator.push(scene)
    }

    func artistAlleyDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }

    func artistAlleyRegistrationModuleDidAskToLogIn() {
        loginFlow.showLogin()
    }
}
