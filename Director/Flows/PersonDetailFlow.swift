import ConbookCore
import ConbookPersonDetail

/// Route: a person's page opens on top of the selected section's stack (the People section and an
/// event's page ask for it); their events open through the event detail flow, their links where
/// they lead through the content link flow.
@MainActor
final class PersonDetailFlow: PersonDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any PersonDetailSceneFactory
    private unowned let navigator: any Navigator
    private let eventDetailFlow: EventDetailFlow
    private let contentLinkFlow: ContentLinkFlow

    init(
        conbook: Conbook, sceneFactory: any PersonDetailSceneFactory, navigator: any Navigator,
        eventDetailFlow: EventDetailFlow, contentLinkFlow: ContentLinkFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.eventDetailFlow = eventDetailFlow
        self.contentLinkFlow = contentLinkFlow
    }

    /// Opens the page of the person going by a name.
    func showPerson(named name: String) {
        let scene = sceneFactory.makePersonDetailScene()
        PersonDetailModuleBuilder(conbook: conbook).build(scene: scene, name: name, delegate: self)
        navigator.push(scene)
    }

    func personDetailModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow.showEvent(event)
    }

    func personDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }
}
