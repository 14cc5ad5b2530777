/// A point on a picture in its own pixels: `x` from the left, `y` from the top, both from 0
/// (e.g. the spot tapped on a map, or a dealer's table).
public struct PicturePoint: Sendable, Hashable {
    /// Pixels from the left edge.
    public var x: Int
    /// Pixels from the top edge.
    public var y: Int

    /// Creates a point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
