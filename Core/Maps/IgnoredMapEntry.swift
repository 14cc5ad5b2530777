/// A place on a map that cannot be tapped because the data is wrong, and why.
public struct IgnoredMapEntry: Hashable, Sendable {
    /// The place.
    public var entry: MapEntry
    /// Why it is ignored, e.g. `its tap radius is negative`.
    public var reason: String

    /// Creates the note of an ignored place.
    public init(entry: MapEntry, reason: String) {
        self.entry = entry
        self.reason = reason
    }
}
