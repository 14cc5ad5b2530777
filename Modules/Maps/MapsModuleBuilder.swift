import ConbookCore
import ConbookModuleKit

/// Composes the maps module.
@MainActor
public struct MapsModuleBuilder {
    private let conbook: any MapsDependencies

    /// Creates a builder over the Core.
    public init(conbook: any MapsDependencies) {
        self.conbook = conbook
    }

    /// Attaches a maps presenter to the scene; the scene keeps it alive.
    public func build(scene: any MapsScene, delegate: any MapsModuleDelegate) {
        let presenter = MapsPresenter(
            scene: scene, delegate: delegate,
            interactor: MapsInteractor(
                browseMaps: conbook.browseMaps,
                texts: ModuleWords(
                    MapsTexts.self, language: conbook.language,
                    actions: scene.actionWording(in: conbook.language))))
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
