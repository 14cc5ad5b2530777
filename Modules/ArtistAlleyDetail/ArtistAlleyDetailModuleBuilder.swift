public import ConbookCore
import ConbookModuleKit

/// Composes the artist alley table module for one table.
@MainActor
public struct ArtistAlleyDetailModuleBuilder {
    private let conbook: any ArtistAlleyDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any ArtistAlleyDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the table to the scene; the scene keeps it alive.
    public func build(
        scene: any ArtistAlleyDetailScene, table: ArtistAlleyTable.ID, delegate: any ArtistAlleyDetailModuleDelegate
    ) {
        let interactor = ArtistAlleyDetailInteractor(
            browseArtistAlley: conbook.browseArtistAlley, followLink: conbook.followLink, viewImage: conbook.viewImage,
            texts: ModuleWords(
                ArtistAlleyDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = ArtistAlleyDetailPresenter(scene: scene, delegate: delegate, table: table, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
