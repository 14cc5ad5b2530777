import ConbookArtistAlleyRegistration
import ConbookCore

/// Route: the attendee's own artist alley registration opens on top of the section's stack;
/// asking to log in there goes through the login flow.
@MainActor
final class ArtistAlleyRegistrationFlow: ArtistAlleyRegistrationModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any ArtistAlleyRegistrationSceneFactory
    private unowned let navigator: any Navigator
    private let loginFlow: LoginFlow

    init(
        conbook: Conbook, sceneFactory: any ArtistAlleyRegistrationSceneFactory, navigator: any Navigator,
        loginFlow: LoginFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.loginFlow = loginFlow
    }

    /// Opens the registration page.
    func showRegistration() {
        let scene = sceneFactory.makeArtistAlleyRegistrationScene()
        ArtistAlleyRegistrationModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        navigator.push(scene)
    }

    func artistAlleyRegistrationModuleDidAskToLogIn() {
        loginFlow.showLogin()
    }
}
