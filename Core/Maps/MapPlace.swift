/// What a link on a map leads to, resolved against the convention.
public enum MapPlace: Hashable, Sendable {
    /// A dealer's table.
    case dealer(Dealer)
    /// A room, with the events running in it now and the next ones to start.
    case room(Room, running: [ScheduledEvent], next: [ScheduledEvent])
    /// A named place on a map (the same map or another).
    case location(MapLocation, name: String)
    /// A web page.
    case web(url: String, name: String)
    /// A map outside the convention (e.g. of the city), as the source spells it.
    case externalMap(String, name: String)
    /// A link whose target is not in the convention (any more): kept, and shown as unavailable.
    case unavailable(name: String, reason: MapPlaceProblem)
}
