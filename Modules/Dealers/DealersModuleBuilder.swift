import ConbookCore
import ConbookModuleKit

/// Composes the dealers module from the Core: a presenter attached to the scene given.
@MainActor
public struct DealersModuleBuilder {
    private let conbook: any DealersDependencies

    /// Creates a builder over the Core.
    public init(conbook: any DealersDependencies) {
        self.conbook = conbook
    }

    /// Attaches a dealers presenter to the scene; the scene keeps it alive.
    public func build(scene: any DealersScene, delegate: any DealersModuleDelegate) {
        let interactor = DealersInteractor(
            browseDealers: conbook.browseDealers, texts: ModuleWords(DealersTexts.self, language: conbook.language))
        let presenter = DealersPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
