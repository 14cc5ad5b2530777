import ConbookCore

extension EurofurenceEntityMapper {
    /// A map and its places; a place's coordinates and radius are kept as sent (the Core ignores,
    /// with a note, a place with a negative radius or outside the map's picture).
    func map(_ wire: EurofurenceWire.Map, at path: String) throws(ConventionAPIError) -> ConventionMap {
        var entries: [MapEntry] = []
        for (index, entry) in (wire.entries ?? []).enumerated() {
            entries.append(
                MapEntry(
                    id: try identifier(entry.id, at: "\(path).Entries[\(index)].Id"), x: entry.x, y: entry.y,
                    tapRadius: entry.tapRadius, links: links(entry.links)))
        }
        return ConventionMap(
            id: try identifier(wire.id, at: "\(path).Id"), description: wire.description ?? "", order: wire.order ?? 0,
            imageID: optionalIdentifier(wire.imageId), isBrowsable: wire.isBrowseable ?? true, entries: entries)
    }
}
