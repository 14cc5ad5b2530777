/// A place on a map that can be tapped: a point in the map's image, the radius around it that
/// counts as a tap on it, and where it leads.
public struct MapEntry: Hashable, Sendable, Identifiable {
    /// Identifies a place on a map.
    public typealias ID = Identifier<MapEntry>

    /// The place's identifier.
    public var id: ID
    /// Its horizontal position, in pixels of the map's image from its left edge.
    public var x: Int
    /// Its vertical position, in pixels from the image's top edge.
    public var y: Int
    /// How far from the point, in image pixels, a tap still counts as a tap on it.
    public var tapRadius: Int
    /// Where it leads (a room, a dealer, another place on a map).
    public var links: [Link]

    /// Creates a place on a map.
    public init(id: ID, x: Int, y: Int, tapRadius: Int, links: [Link] = []) {
        self.id = id
        self.x = x
        self.y = y
        self.tapRadius = tapRadius
        self.links = links
    }
}
