public import ConbookCore
import ConbookModuleKit

/// Composes the knowledge detail module for one entry.
@MainActor
public struct KnowledgeDetailModuleBuilder {
    private let conbook: any KnowledgeDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any KnowledgeDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the entry to the scene; the scene keeps it alive.
    public func build(
        scene: any KnowledgeDetailScene, entry: KnowledgeEntry.ID, delegate: any KnowledgeDetailModuleDelegate
    ) {
        let interactor = KnowledgeDetailInteractor(
            viewEntry: conbook.viewKnowledgeEntry, viewImage: conbook.viewImage, followLink: conbook.followLink,
            richTextParser: conbook.richTextParser,
            texts: ModuleWords(
                KnowledgeDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = KnowledgeDetailPresenter(scene: scene, delegate: delegate, entry: entry, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
