import ConbookCore
import ConbookModuleKit

/// Composes the first-launch download module.
@MainActor
public struct PreloadModuleBuilder {
    private let conbook: any PreloadDependencies

    /// Creates a builder over the Core.
    public init(conbook: any PreloadDependencies) {
        self.conbook = conbook
    }

    /// Attaches a preload presenter to the scene; the scene keeps it alive.
    public func build(scene: any PreloadScene, delegate: any PreloadModuleDelegate) {
        let presenter = PreloadPresenter(
            scene: scene, delegate: delegate, refreshConvention: conbook.refreshConvention,
            texts: ModuleTexts.catalogue(for: conbook.language))
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
