/// A place on a map: the map, and the entry.
public struct MapLocation: Hashable, Sendable {
    /// The map.
    public var map: ConventionMap
    /// The place on it.
    public var entry: MapEntry

    /// Creates a location.
    public init(map: ConventionMap, entry: MapEntry) {
        self.map = map
        self.entry = entry
    }

    /// The place with an identifier, on whichever map has it.
    static func entry(_ id: MapEntry.ID, in maps: [ConventionMap]) -> MapLocation? {
        for map in maps {
            if let entry = map.entries.first(where: { $0.id == id }) {
                return MapLocation(map: map, entry: entry)
            }
        }
        return nil
    }

    /// The first place, in map order and then entry order, with a link that matches.
    static func first(in maps: [ConventionMap], where matches: (Link) -> Bool) -> MapLocation? {
        for map in maps {
            if let entry = map.entries.first(where: { $0.links.contains(where: matches) }) {
                return MapLocation(map: map, entry: entry)
            }
        }
        return nil
    }
}
