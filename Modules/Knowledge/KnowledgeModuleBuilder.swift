import ConbookCore
import ConbookModuleKit

/// Composes the knowledge module from the Core: a presenter attached to the scene given.
@MainActor
public struct KnowledgeModuleBuilder {
    private let conbook: any KnowledgeDependencies

    /// Creates a builder over the Core.
    public init(conbook: any KnowledgeDependencies) {
        self.conbook = conbook
    }

    /// Attaches a knowledge presenter to the scene; the scene keeps it alive.
    public func build(scene: any KnowledgeScene, delegate: any KnowledgeModuleDelegate) {
        let interactor = KnowledgeInteractor(
            browseKnowledge: conbook.browseKnowledge,
            texts: ModuleWords(
                KnowledgeTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = KnowledgePresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
