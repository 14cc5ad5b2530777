import ConbookCore
import ConbookMapDetail

/// Route: a map opens on top of the selected section's stack, whole or at a place (the maps flow,
/// a dealer's table, an event's room ask for it); what is chosen on it opens through the dealer and
/// event detail flows, or as another map at a place.
@MainActor
final class MapDetailFlow: MapDetailModuleDelegate {
    private unowned let routes: Routes

    /// - Parameter routes: where the events and dealers chosen on a map open.
    init(routes: Routes) {
        self.routes = routes
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
        routes.dealerDetail.showDealer(dealer)
    }

    func mapDetailModuleDidSelectEvent(_ event: Event.ID) {
        routes.eventDetail.showEvent(event)
    }

    func mapDetailModuleDidSelectLocation(_ location: MapLocation) {
        showLocation(location)
    }

    private func show(_ map: ConventionMap.ID, focusing entry: MapEntry.ID?) {
        let scene = routes.sceneFactory.makeMapDetailScene()
        MapDetailModuleBuilder(conbook: routes.conbook).build(scene: scene, map: map, focusing: entry, delegate: self)
        routes.navigator.push(scene)
    }
}
