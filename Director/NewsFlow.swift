import ConbookCore
import ConbookModuleKit
import ConbookNews

/// Route: the News section; an event chosen there opens through the event detail flow.
@MainActor
final class NewsFlow: SectionFlow, NewsModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any NewsSceneFactory
    private let eventDetailFlow: EventDetailFlow

    init(conbook: Conbook, sceneFactory: any NewsSceneFactory, eventDetailFlow: EventDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.eventDetailFlow = eventDetailFlow
    }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeNewsScene()
        NewsModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func newsModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }
}
