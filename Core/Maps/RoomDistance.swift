/// How far apart two rooms are, as far as the maps tell: the same room, a short walk on one map,
/// across one map, or on two different maps (another building or floor).
public enum RoomDistance: Hashable, Sendable {
    /// Both are the same room.
    case sameRoom
    /// Both are on one map, close together: at most a quarter of the spread of the map's places.
    case shortWalk(map: ConventionMap)
    /// Both are on one map, farther apart than a short walk.
    case acrossMap(map: ConventionMap)
    /// Each is on another map.
    case differentMaps(from: ConventionMap, to: ConventionMap)

    /// The share of a map's spread (the diagonal of the box around all its places) up to which two
    /// places are a short walk apart.
    public static let shortWalkShare = 0.25

    /// The distance between two places, or the same room when both are one room.
    ///
    /// - Parameters:
    ///   - from: where one room is.
    ///   - to: where the other is.
    public init(from: MapLocation, to: MapLocation) {
        guard from.map.id == to.map.id else {
            self = .differentMaps(from: from.map, to: to.map)
            return
        }
        let entries = from.map.entries
        let xs = entries.map(\.x), ys = entries.map(\.y)
        let spread = Self.length(dx: (xs.max() ?? 0) - (xs.min() ?? 0), dy: (ys.max() ?? 0) - (ys.min() ?? 0))
        let apart = Self.length(dx: to.entry.x - from.entry.x, dy: to.entry.y - from.entry.y)
        self = apart <= spread * Self.shortWalkShare ? .shortWalk(map: from.map) : .acrossMap(map: from.map)
    }

    private static func length(dx: Int, dy: Int) -> Double {
        let (x, y) = (Double(dx), Double(dy))
        return (x * x + y * y).squareRoot()
    }
}
