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
