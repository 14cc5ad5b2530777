import ConbookCore
import ConbookHidden
import ConbookModuleKit

/// Route: the Hidden section; a hidden event chosen there opens through the event detail flow.
@MainActor
final class HiddenFlow: SectionFlow, HiddenModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any HiddenSceneFactory
    private let eventDetailFlow: EventDetailFlow

    init(conbook: Conbook, sceneFactory: any HiddenSceneFactory, eventDetailFlow: EventDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.eventDetailFlow = eventDetailFlow
    }

    var sectionTitle: String { HiddenTexts.catalogue(for: conbook.language)(.hiddenSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeHiddenScene()
        HiddenModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func hiddenModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }
}
