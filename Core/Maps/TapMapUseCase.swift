/// Use case: tap a map at a point of its picture and see what is there.
///
/// The tap finds the closest place whose point is nearer than its tap radius (ignored places
/// never count); its links are resolved against the convention: a dealer, a room with what runs
/// there now and next, another place on a map, a web page. A link to a dealer or room that is not
/// in the convention is kept, as unavailable.
@MainActor
public struct TapMapUseCase {
    /// How many of a room's next events a tap shows.
    public static let nextEventsShown = 3

    let repository: ConventionRepository
    let maps: BrowseMapsUseCase
    let clock: any WallClock

    /// What is at a point of a map's picture (image pixels from its top left corner).
    public func tap(_ mapID: ConventionMap.ID, x: Int, y: Int) -> MapTapResult {
        guard let map = maps.map(mapID) else { return .nothing }
        let size = maps.pictureSize(of: map)
        var closest: (index: Int, squaredDistance: Int)?
        for (index, entry) in map.entries.enumerated() {
            let squaredDistance = Self.squaredDistance(entry, x, y)
            guard squaredDistance < Self.squared(entry.tapRadius),
                BrowseMapsUseCase.problem(with: entry, onPictureOf: size) == nil
            else { continue }
            if let best = closest, (best.squaredDistance, map.entries[best.index].id) <= (squaredDistance, entry.id) {
                continue
            }
            closest = (index, squaredDistance)
        }
        guard let closest else { return .nothing }
        let entry = map.entries[closest.index]
        let places = entry.links.map(place(for:))
        switch places.count {
        case 0: return .nothing
        case 1: return .place(places[0], at: entry)
        default: return .choice(places, at: entry)
        }
    }

    /// What a link leads to.
    public func place(for link: Link) -> MapPlace {
        switch link.target {
        case .dealer(let id):
            guard let dealer = repository.dealers(ids: [id]).first else {
                return .unavailable(name: link.name, reason: .dealerNotInDen)
            }
            return .dealer(dealer)
        case .room(let id):
            guard let room = repository.outline?[Room.self][id] else {
                return .unavailable(name: link.name, reason: .roomNotInSchedule)
            }
            let now = clock.now
            let hidden = repository.hiddenItems
            let running = repository.scheduledEvents(matching: EventQuery(room: id, runningAt: now).leavingOut(hidden))
                .events
            let next = repository.scheduledEvents(
                matching: EventQuery(room: id, startingAfter: now).leavingOut(hidden),
                in: PageRange(offset: 0, limit: Self.nextEventsShown)
            ).events
            return .room(room, running: running, next: next)
        case .mapEntry(let id):
            guard let location = MapLocation.entry(id, in: repository.maps()) else {
                return .unavailable(name: link.name, reason: .placeOnNoMap)
            }
            return .location(location, name: link.name)
        case .web(let url):
            return .web(url: url, name: link.name)
        case .externalMap(let target):
            return .externalMap(target, name: link.name)
        }
    }

    /// The square of the distance from a place's point to (x, y), in pixels.
    private static func squaredDistance(_ entry: MapEntry, _ x: Int, _ y: Int) -> Int {
        let dx = entry.x.subtractingReportingOverflow(x)
        let dy = entry.y.subtractingReportingOverflow(y)
        guard !dx.overflow, !dy.overflow else { return .max }
        let sum = squared(dx.partialValue).addingReportingOverflow(squared(dy.partialValue))
        return sum.overflow ? .max : sum.partialValue
    }

    /// A number's square, or `Int.max` when it would overflow (a hostile radius or coordinate).
    private static func squared(_ value: Int) -> Int {
        let square = value.multipliedReportingOverflow(by: value)
        return square.overflow ? .max : square.partialValue
    }
}
