import ConbookCore
import ConbookLogin
import ConbookModuleKit

/// Route: the authenticated route. Login opens on top of the selected section's stack; once the
/// attendee is logged in it closes and what asked for it goes on (e.g. the messages show); given
/// up, it closes and the user is back where they were.
@MainActor
final class LoginFlow: LoginModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any LoginSceneFactory
    private unowned let navigator: any Navigator
    private weak var scene: (any Scene)?
    private var afterLogin: (@MainActor () -> Void)?

    init(conbook: Conbook, sceneFactory: any LoginSceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    /// Opens Login, then, once logged in, does what follows (at once when already logged in).
    /// Asked for with nothing to follow while logged in, Login opens to say who is logged in.
    /// - Parameters:
    ///   - afterLogin: what follows a login (the scene that asked for it shows what it needed).
    ///   - fromTheMenu: whether the person asked for it from the menu: it then shows over the
    ///     section as a menu scene (leaving with it), else on top of what asked for it.
    func showLogin(then afterLogin: (@MainActor () -> Void)? = nil, fromTheMenu: Bool = false) {
        if case .loggedIn = conbook.login.status(), let afterLogin {
            afterLogin()
            return
        }
        if let scene { navigator.dismiss(scene) }
        self.afterLogin = afterLogin
        let scene = sceneFactory.makeLoginScene()
        LoginModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        self.scene = scene
        if fromTheMenu { navigator.present(scene) } else { navigator.push(scene) }
    }

    func loginModuleDidLogIn() {
        close()
        let next = afterLogin
        afterLogin = nil
        next?()
    }

    func loginModuleDidCancel() {
        afterLogin = nil
        close()
    }

    private func close() {
        if let scene { navigator.dismiss(scene) }
        scene = nil
    }
}
