import ConbookCore
import ConbookModuleKit

/// Composes the artist alley module from the Core: a presenter attached to the scene given.
@MainActor
public struct ArtistAlleyModuleBuilder {
    private let conbook: any ArtistAlleyDependencies

    /// Creates a builder over the Core.
    public init(conbook: any ArtistAlleyDependencies) {
        self.conbook = conbook
    }

    /// Attaches an artist alley presenter to the scene; the scene keeps it alive.
    public func build(scene: any ArtistAlleyScene, delegate: any ArtistAlleyModuleDelegate) {
        let interactor = ArtistAlleyInteractor(
            browseArtistAlley: conbook.browseArtistAlley,
            texts: ModuleWords(
                ArtistAlleyTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = ArtistAlleyPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
