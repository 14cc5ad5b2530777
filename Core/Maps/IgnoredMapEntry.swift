/// A place on a map that cannot be tapped because the data is wrong, and why.
public struct IgnoredMapEntry: Hashable, Sendable {
    /// The place.
    public var entry: MapEntry
    /// Why it is ignored (a negative tap radius, a point outside the picture).
    public var reason: MapPlaceProblem

    /// Creates the note of an ignored place.
    public init(entry: MapEntry, reason: MapPlaceProblem) {
        self.entry = entry
        self.reason = reason
    }
}
