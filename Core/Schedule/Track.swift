/// A category of events, e.g. `Art Show` or `Main Stage`.
public struct Track: Hashable, Sendable {
    /// Identifies a track.
    public typealias ID = Identifier<Track>

    /// The track's identifier.
    public var id: ID
    /// Its name.
    public var name: String

    /// Creates a track.
    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}

extension Track: OutlineEntity {
    /// Tracks are few: the outline holds them all.
    public static let kind = EntityKind<Track>(name: "track")
}
