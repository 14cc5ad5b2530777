import ConbookChanges
import ConbookCore
import ConbookModuleKit

/// Route: the Changes section; a changed event chosen there opens through the event detail flow.
@MainActor
final class ChangesFlow: SectionFlow, ChangesModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any ChangesSceneFactory
    private let eventDetailFlow: EventDetailFlow

    init(conbook: Conbook, sceneFactory: any ChangesSceneFactory, eventDetailFlow: EventDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.eventDetailFlow = eventDetailFlow
    }

    var sectionTitle: String { ChangesTexts.catalogue(for: conbook.language)(.changesSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeChangesScene()
        ChangesModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func changesModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }
}
