public import ConbookCore

/// What the map detail module tells whoever shows it.
@MainActor
public protocol MapDetailModuleDelegate: AnyObject {
    /// The user chose a dealer found on the map.
    func mapDetailModuleDidSelectDealer(_ dealer: Dealer.ID)
    /// The user chose an event of a room found on the map.
    func mapDetailModuleDidSelectEvent(_ event: Event.ID)
    /// The user chose a place on another map.
    func mapDetailModuleDidSelectLocation(_ location: MapLocation)
}
