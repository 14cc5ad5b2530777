import ConbookCore

extension EurofurenceWire {
    /// A map: its image and the places on it.
    struct Map: Decodable {
        var id: String
        var imageId: String?
        var description: String?
        var order: Int?
        var isBrowseable: Bool?
        var entries: [MapEntry]?

        enum CodingKeys: String, CodingKey {
            case id = "Id", imageId = "ImageId", description = "Description", order = "Order"
            case isBrowseable = "IsBrowseable", entries = "Entries"
        }
    }

    /// A place on a map, in pixels of the map's image.
    struct MapEntry: Decodable {
        var id: String
        var x: Int
        var y: Int
        var tapRadius: Int
        var links: [Link]?

        enum CodingKeys: String, CodingKey {
            case id = "Id", x = "X", y = "Y", tapRadius = "TapRadius", links = "Links"
        }
    }
}

extension ConventionMap: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "Maps" }

    /// A map and its places; a place's coordinates and radius are kept as sent (the Core ignores,
    /// with a note, a place with a negative radius or outside the map's picture).
    static func fromEurofurence(
        _ wire: EurofurenceWire.Map, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> ConventionMap {
        var entries: [MapEntry] = []
        for (index, entry) in (wire.entries ?? []).enumerated() {
            entries.append(
                MapEntry(
                    id: try mapper.identifier(entry.id, at: "\(path).Entries[\(index)].Id"), x: entry.x, y: entry.y,
                    tapRadius: entry.tapRadius, links: mapper.links(entry.links)))
        }
        return ConventionMap(
            id: try mapper.identifier(wire.id, at: "\(path).Id"), description: wire.description ?? "", order: wire.order ?? 0,
            imageID: mapper.optionalIdentifier(wire.imageId), isBrowsable: wire.isBrowseable ?? true, entries: entries)
    }
}
