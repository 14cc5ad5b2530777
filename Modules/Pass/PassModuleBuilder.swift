import ConbookCore
import ConbookModuleKit

/// Composes the badge pass module from the Core.
@MainActor
public struct PassModuleBuilder {
    private let conbook: any PassDependencies

    /// Creates a builder over the Core.
    public init(conbook: any PassDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any PassScene, delegate: any PassModuleDelegate) {
        let interactor = PassInteractor(
            login: conbook.login, showBadgePass: conbook.showBadgePass,
            texts: ModuleWords(PassTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = PassPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
