import ConbookCore
import ConbookModuleKit

/// Composes the login module from the Core.
@MainActor
public struct LoginModuleBuilder {
    private let conbook: any LoginDependencies

    /// Creates a builder over the Core.
    public init(conbook: any LoginDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any LoginScene, delegate: any LoginModuleDelegate) {
        let presenter = LoginPresenter(
            scene: scene, delegate: delegate,
            interactor: LoginInteractor(
                login: conbook.login, calendar: conbook.calendar,
                texts: ModuleWords(
                    LoginTexts.self, language: conbook.language,
                    actions: scene.actionWording(in: conbook.language))))
        scene.setDelegate(presenter)
    }
}
