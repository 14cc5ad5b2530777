import ConbookCore
import ConbookEventDetail
import ConbookEventFeedback
import ConbookModuleKit

/// Route: an event opens on top of the selected section's stack (section flows and the map detail
/// flow ask for it); its room opens on the map through the map detail flow, a link of its texts
/// where it leads through the content link flow, feedback on it through the feedback flow, a host's
/// page through the person detail flow (which opens events in turn: given after both exist).
@MainActor
final class EventDetailFlow: EventDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any EventDetailSceneFactory
    private unowned let navigator: any Navigator
    private let mapDetailFlow: MapDetailFlow
    private let contentLinkFlow: ContentLinkFlow
    private let feedbackFlow: EventFeedbackFlow
    private weak var personDetailFlow: PersonDetailFlow?

    init(
        conbook: Conbook, sceneFactory: any EventDetailSceneFactory & EventFeedbackSceneFactory, navigator: any Navigator,
        mapDetailFlow: MapDetailFlow, contentLinkFlow: ContentLinkFlow
    ) {
        feedbackFlow = EventFeedbackFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator)
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.mapDetailFlow = mapDetailFlow
        self.contentLinkFlow = contentLinkFlow
    }

    /// Lets hosts open their pages through the person detail flow (kept alive by whoever made it).
    func opensPeople(_ personDetailFlow: PersonDetailFlow) {
        self.personDetailFlow = personDetailFlow
    }

    /// Opens an event (one still scheduled, or a favourite taken off the schedule).
    func showEvent(_ event: Event.ID) {
        let scene = sceneFactory.makeEventDetailScene()
        EventDetailModuleBuilder(conbook: conbook).build(scene: scene, event: event, delegate: self)
        navigator.push(scene)
    }

    func eventDetailModuleDidSelectRoomLocation(_ location: MapLocation) {
        mapDetailFlow.showLocation(location)
    }

    func eventDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        contentLinkFlow.follow(destination, named: name)
    }

    func eventDetailModuleDidSelectHost(named name: String) {
        personDetailFlow?.showPerson(named: name)
    }

    func eventDetailModuleDidAskForFeedback(_ event: Event.ID) {
        feedbackFlow.showFeedback(on: event)
    }
}
