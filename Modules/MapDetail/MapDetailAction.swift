import ConbookCore

/// What choosing a row of a tap's result does.
enum MapDetailAction: Equatable {
    /// Opens a dealer.
    case dealer(Dealer.ID)
    /// Opens an event.
    case event(Event.ID)
    /// Focuses a place on this map, or opens another map at it.
    case location(MapLocation)
    /// Shows one of the places a tap found.
    case option(Int)
}
