import ConbookCore
import ConbookKnowledge
import ConbookKnowledgeGroup
import ConbookModuleKit

/// Route: the Knowledge section; a group chosen there opens its entries on top, and an entry
/// (chosen in a group, found by a search, or a group's only one) opens through the knowledge
/// detail flow.
@MainActor
final class KnowledgeFlow: SectionFlow, KnowledgeModuleDelegate, KnowledgeGroupModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any KnowledgeSceneFactory & KnowledgeGroupSceneFactory
    private unowned let navigator: any Navigator
    private let knowledgeDetailFlow: KnowledgeDetailFlow

    init(
        conbook: Conbook, sceneFactory: any KnowledgeSceneFactory & KnowledgeGroupSceneFactory,
        navigator: any Navigator, knowledgeDetailFlow: KnowledgeDetailFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.knowledgeDetailFlow = knowledgeDetailFlow
    }

    var sectionTitle: String { KnowledgeTexts.catalogue(for: conbook.language)(.knowledgeSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeKnowledgeScene()
        KnowledgeModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    /// Opens the knowledge base on top of the selected section's stack (a link to it).
    func showKnowledgeBase() {
        navigator.push(makeRootScene())
    }

    func knowledgeModuleDidSelectGroup(_ group: KnowledgeGroup.ID) {
        let scene = sceneFactory.makeKnowledgeGroupScene()
        KnowledgeGroupModuleBuilder(conbook: conbook).build(scene: scene, group: group, delegate: self)
        navigator.push(scene)
    }

    func knowledgeModuleDidSelectEntry(_ entry: KnowledgeEntry.ID) {
        knowledgeDetailFlow.showEntry(entry)
    }

    func knowledgeGroupModuleDidSelectEntry(_ entry: KnowledgeEntry.ID) {
        knowledgeDetailFlow.showEntry(entry)
    }
}
