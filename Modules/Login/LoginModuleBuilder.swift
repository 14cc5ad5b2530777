public import ConbookCore
import ConbookModuleKit

/// Composes the login module from the Core.
@MainActor
public struct LoginModuleBuilder {
    private let conbook: Conbook

    /// Creates a builder over the Core.
    public init(conbook: Conbook) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any LoginScene, delegate: any LoginModuleDelegate) {
        let presenter = LoginPresenter(
            scene: scene, delegate: delegate,
            interactor: LoginInteractor(login: conbook.login, texts: conbook.words(LoginTexts.self)))
        scene.setDelegate(presenter)
    }
}
