import ConbookCore
import ConbookPass

/// Route: the badge pass opens on top of the selected section's stack (from the menu: the
/// console's `pass`); asked to log in, it opens Login on top of it, and the pass, following the
/// login, is fetched once the attendee is logged in.
@MainActor
final class PassFlow: PassModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any PassSceneFactory
    private unowned let navigator: any Navigator
    private let loginFlow: LoginFlow

    init(conbook: Conbook, sceneFactory: any PassSceneFactory, navigator: any Navigator, loginFlow: LoginFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.loginFlow = loginFlow
    }

    /// Opens the pass.
    func showPass() {
        let scene = sceneFactory.makePassScene()
        PassModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        navigator.present(scene)
    }

    func passModuleDidAskToLogIn() {
        loginFlow.showLogin()
    }
}
