import ConbookCore
import ConbookKnowledgeDetail

/// Route: a knowledge entry opens on top of the selected section's stack; its links are followed
/// through the content link flow.
@MainActor
final class KnowledgeDetailFlow: KnowledgeDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any KnowledgeDetailSceneFactory
    private unowned let navigator: any Navigator
    private let contentLinkFlow: ContentLinkFlow

    init(
        conbook: Conbook, sceneFactory: any KnowledgeDetailSceneFactory, navigator: any Navigator,
        contentLinkFlow: ContentLinkFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.contentLinkFlow = contentLinkFlow
    }

    /// Opens an entry.
    func showEntry(_ entry: KnowledgeEntry.ID) {
        let scene = sceneFactory.makeKnowledgeDetailScene()
        KnowledgeDetailModuleBuilder(conbook: conbook).build(scene: scene, entry: entry, delegate: self)
        navigator.push(scene)
    }

    func knowledgeDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }
}
