/// Use case: look at the convention's maps, and find a room or a dealer on them.
@MainActor
public struct BrowseMapsUseCase {
    let repository: ConventionRepository

    /// The maps listed for browsing, by their order (then description).
    public func maps() -> [ConventionMap] {
        repository.maps().filter(\.isBrowsable)
    }

    /// A map, listed or not.
    public func map(_ id: ConventionMap.ID) -> ConventionMap? {
        repository.outline?[ConventionMap.self][id]
    }

    /// What is known about a map's image (its size, type, hash), if the source named one.
    public func image(of map: ConventionMap) -> ImageReference? {
        map.imageID.flatMap { repository.outline?[ImageReference.self][$0] }
    }

    /// The places on a map that can be tapped, and those ignored because their data is wrong (a
    /// negative tap radius, a point outside the map's picture when its size is known).
    public func entries(of map: ConventionMap) -> (usable: [MapEntry], ignored: [IgnoredMapEntry]) {
        let size = pictureSize(of: map)
        var usable: [MapEntry] = []
        var ignored: [IgnoredMapEntry] = []
        for entry in map.entries {
            if let reason = Self.problem(with: entry, onPictureOf: size) {
                ignored.append(IgnoredMapEntry(entry: entry, reason: reason))
            } else {
                usable.append(entry)
            }
        }
        return (usable, ignored)
    }

    /// The size of a map's picture in pixels, when the source gave it.
    func pictureSize(of map: ConventionMap) -> (width: Int, height: Int)? {
        image(of: map).flatMap { $0.width > 0 && $0.height > 0 ? ($0.width, $0.height) : nil }
    }

    /// Why a place is ignored (a negative tap radius, a point outside the picture), or nil when it
    /// can be tapped.
    static func problem(with entry: MapEntry, onPictureOf size: (width: Int, height: Int)?) -> MapPlaceProblem? {
        if entry.tapRadius < 0 {
            return .negativeTapRadius(entry.tapRadius)
        }
        if let (width, height) = size, !(0..<width).contains(entry.x) || !(0..<height).contains(entry.y) {
            return .outsidePicture(x: entry.x, y: entry.y, width: width, height: height)
        }
        return nil
    }

    /// Where a room is: the first place (by map order) that links to it, if any.
    public func location(of room: Room.ID) -> MapLocation? {
        MapLocation.first(in: repository.maps(), where: { $0.target == .room(room) })
    }

    /// How far apart two rooms are, as the maps tell (nil when a map does not place either):
    /// the same room, a short walk, across a map, or on different maps.
    public func distance(from room: Room.ID, to other: Room.ID) -> RoomDistance? {
        if room == other { return .sameRoom }
        guard let from = location(of: room), let to = location(of: other) else { return nil }
        return RoomDistance(from: from, to: to)
    }

    /// Where a place with an identifier is, on whichever map has it.
    public func location(ofEntry entry: MapEntry.ID) -> MapLocation? {
        MapLocation.entry(entry, in: repository.maps())
    }
}
