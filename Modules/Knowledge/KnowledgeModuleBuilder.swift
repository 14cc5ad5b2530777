public import ConbookCore
import ConbookModuleKit

/// Composes the knowledge module from the Core: a presenter attached to the scene given.
@MainActor
public struct KnowledgeModuleBuilder {
    private let conbook: Conbook

    /// Creates a builder over the Core.
    public init(conbook: Conbook) {
        self.conbook = conbook
    }

    /// Attaches a knowledge presenter to the scene; the scene keeps it alive.
    public func build(scene: any KnowledgeScene, delegate: any KnowledgeModuleDelegate) {
        let interactor = KnowledgeInteractor(browseKnowledge: conbook.browseKnowledge, texts: conbook.words(KnowledgeTexts.self))
        let presenter = KnowledgePresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
