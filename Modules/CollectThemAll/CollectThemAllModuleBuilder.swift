import ConbookCore
import ConbookModuleKit

/// Composes the Collect them all module from the Core.
@MainActor
public struct CollectThemAllModuleBuilder {
    private let conbook: any CollectThemAllDependencies

    /// Creates a builder over the Core.
    public init(conbook: any CollectThemAllDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any CollectThemAllScene) {
        let presenter = CollectThemAllPresenter(
            scene: scene,
            interactor: CollectThemAllInteractor(
                collectThemAll: conbook.collectThemAll,
                texts: ModuleWords(
                    CollectThemAllTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language))))
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
