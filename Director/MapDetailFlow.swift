import ConbookCore
import ConbookMapDetail

/// Route: a map opens on top of the selected section's stack, whole or at a place (the maps flow,
/// a dealer's table, an event's room ask for it); what is chosen on it opens through the dealer and
/// event detail flows, or as another map at a place.
///
/// The detail flows open one another, so this one holds them weakly, given once by `ContentFlow`
/// (which keeps them through the section flows).
@MainActor
final class MapDetailFlow: MapDetailModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any MapDetailSceneFactory
    private unowned let navigator: any Navigator
    private weak var eventDetailFlow: EventDetailFlow?
    private weak var dealerDetailFlow: DealerDetailFlow?

    init(conbook: Conbook, sceneFactory: any MapDetailSceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    /// Gives the flows that open the events and dealers chosen on a map.
    func opensDetails(events eventDetailFlow: EventDetailFlow, dealers dealerDetailFlow: DealerDetailFlow) {
        self.eventDetailFlow = eventDetailFlow
        self.dealerDetailFlow = dealerDetailFlow
    }

    /// Opens a whole map.
    func showMap(_ map: ConventionMap.ID) {
        show(map, focusing: nil)
    }

    /// Opens a map at a place of it.
    func showLocation(_ location: MapLocation) {
        show(location.map.id, focusing: location.entry.id)
    }

    func mapDetailModuleDidSelectDealer(_ dealer: Dealer.ID) {
        dealerDetailFlow?.showDealer(dealer)
    }

    func mapDetailModuleDidSelectEvent(_ event: Event.ID) {
        eventDetailFlow?.showEvent(event)
    }

    func mapDetailModuleDidSelectLocation(_ location: MapLocation) {
        showLocation(location)
    }

    private func show(_ map: ConventionMap.ID, focusing entry: MapEntry.ID?) {
        let scene = sceneFactory.makeMapDetailScene()
        MapDetailModuleBuilder(conbook: conbook).build(scene: scene, map: map, focusing: entry, delegate: self)
        navigator.push(scene)
    }
}
