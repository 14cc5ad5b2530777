public import ConbookCore
import ConbookModuleKit

/// Composes the knowledge group module for one group.
@MainActor
public struct KnowledgeGroupModuleBuilder {
    private let conbook: any KnowledgeGroupDependencies

    /// Creates a builder over the Core.
    public init(conbook: any KnowledgeGroupDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the group to the scene; the scene keeps it alive.
    public func build(
        scene: any KnowledgeGroupScene, group: KnowledgeGroup.ID, delegate: any KnowledgeGroupModuleDelegate
    ) {
        let interactor = KnowledgeGroupInteractor(
            browseKnowledge: conbook.browseKnowledge,
            texts: ModuleWords(
                KnowledgeGroupTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = KnowledgeGroupPresenter(scene: scene, delegate: delegate, group: group, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
