public import ConbookCore
import ConbookModuleKit

/// Composes the maps module.
@MainActor
public struct MapsModuleBuilder {
    private let conbook: Conbook

    /// Creates a builder over the Core.
    public init(conbook: Conbook) {
        self.conbook = conbook
    }

    /// Attaches a maps presenter to the scene; the scene keeps it alive.
    public func build(scene: any MapsScene, delegate: any MapsModuleDelegate) {
        let presenter = MapsPresenter(
            scene: scene, delegate: delegate,
            interactor: MapsInteractor(browseMaps: conbook.browseMaps, texts: conbook.words(MapsTexts.self)))
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
