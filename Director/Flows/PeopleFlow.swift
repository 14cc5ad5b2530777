import ConbookCore
import ConbookModuleKit
import ConbookPeople

/// Route: the People section; a person chosen there opens through the person detail flow.
@MainActor
final class PeopleFlow: SectionFlow, PeopleModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any PeopleSceneFactory
    private let personDetailFlow: PersonDetailFlow

    init(conbook: Conbook, sceneFactory: any PeopleSceneFactory, personDetailFlow: PersonDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.personDetailFlow = personDetailFlow
    }

    var sectionTitle: String { PeopleTexts.catalogue(for: conbook.language)(.peopleSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makePeopleScene()
        PeopleModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func peopleModuleDidSelectPerson(named name: String) {
        personDetailFlow.showPerson(named: name)
    }
}
