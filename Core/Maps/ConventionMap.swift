/// A map of the convention: the venue, the Dealers' Den; an image with places to tap.
public struct ConventionMap: Hashable, Sendable {
    /// Identifies a map.
    public typealias ID = Identifier<ConventionMap>

    /// The map's identifier.
    public var id: ID
    /// What it shows, e.g. `Dealers Den`.
    public var description: String
    /// Where it comes among the maps (lower first).
    public var order: Int
    /// Its image.
    public var imageID: ImageReference.ID?
    /// Whether it is listed for browsing (a map that is not can still be linked to).
    public var isBrowsable: Bool
    /// The places on it.
    public var entries: [MapEntry]

    /// Creates a map.
    public init(
        id: ID, description: String, order: Int = 0, imageID: ImageReference.ID? = nil, isBrowsable: Bool = true,
        entries: [MapEntry] = []
    ) {
        self.id = id
        self.description = description
        self.order = order
        self.imageID = imageID
        self.isBrowsable = isBrowsable
        self.entries = entries
    }
}

extension ConventionMap: OutlineEntity {
    /// Maps are few: the outline holds them all; their images are images to download.
    public static let kind = EntityKind<ConventionMap>(name: "map", references: [.optional(\.imageID)])
}
