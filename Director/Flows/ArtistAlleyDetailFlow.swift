import ConbookArtistAlleyDetail
import ConbookCore

/// Route: an artist alley table opens on top of the section's stack; its links lead where they
/// lead, through the content link flow.
@MainActor
final class ArtistAlleyDetailFlow: ArtistAlleyDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any ArtistAlleyDetailSceneFactory
    private unowned let navigator: any Navigator
    private let contentLinkFlow: ContentLinkFlow

    init(
        conbook: Conbook, sceneFactory: any ArtistAlleyDetailSceneFactory, navigator: any Navigator,
        contentLinkFlow: ContentLinkFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.contentLinkFlow = contentLinkFlow
    }

    /// Opens a table.
    func showTable(_ table: ArtistAlleyTable.ID) {
        let scene = sceneFactory.makeArtistAlleyDetailScene()
        ArtistAlleyDetailModuleBuilder(conbook: conbook).build(scene: scene, table: table, delegate: self)
        navigator.push(scene)
    }

    func artistAlleyDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }
}
