import ConbookCore
import ConbookEventDetail
import ConbookEventFeedback
import ConbookModuleKit

/// Route: an event opens on top of the selected section's stack (section flows and the map detail
/// flow ask for it); its room opens on the map through the map detail flow, a link of its texts
/// where it leads through the content link flow, feedback on it through the feedback flow, a host's
/// page through the person detail flow (which opens events in turn: both from the routes).
@MainActor
final class EventDetailFlow: EventDetailModuleDelegate {
    private unowned let routes: Routes
    private let feedbackFlow: EventFeedbackFlow

    /// - Parameter routes: where the page's room, links and hosts lead.
    init(routes: Routes) {
        self.routes = routes
        feedbackFlow = EventFeedbackFlow(
            conbook: routes.conbook, sceneFactory: routes.sceneFactory, navigator: routes.navigator)
    }

    /// Opens an event (one still scheduled, or a favourite taken off the schedule).
    func showEvent(_ event: Event.ID) {
        let scene = routes.sceneFactory.makeEventDetailScene()
        EventDetailModuleBuilder(conbook: routes.conbook).build(scene: scene, event: event, delegate: self)
        routes.navigator.push(scene)
    }

    func eventDetailModuleDidSelectRoomLocation(_ location: MapLocation) {
        routes.mapDetail.showLocation(location)
    }

    func eventDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        routes.contentLink.follow(destination, named: name)
    }

    func eventDetailModuleDidSelectHost(named name: String) {
        routes.personDetail.showPerson(named: name)
    }

    func eventDetailModuleDidAskForFeedback(_ event: Event.ID) {
        feedbackFlow.showFeedback(on: event)
    }
}
