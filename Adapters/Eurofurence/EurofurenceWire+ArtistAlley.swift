import ConbookCore

extension EurofurenceWire {
    /// An accepted registration of the artist alley (since 2025; sent to checked-in attendees only).
    struct ArtistAlleyTable: Decodable {
        var id: String
        var displayName: String
        var shortDescription: String?
        var location: String?
        var websiteUrl: String?
        var telegramHandle: String?
        var imageId: String?
        var createdDateTimeUtc: String

        enum CodingKeys: String, CodingKey {
            case id = "Id", displayName = "DisplayName", shortDescription = "ShortDescription"
            case location = "Location", websiteUrl = "WebsiteUrl", telegramHandle = "TelegramHandle"
            case imageId = "ImageId", createdDateTimeUtc = "CreatedDateTimeUtc"
        }
    }
}

extension ArtistAlleyTable: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "TableRegistrations" }

    /// Missing texts are empty; a null or empty image is none.
    static func fromEurofurence(
        _ wire: EurofurenceWire.ArtistAlleyTable, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> ArtistAlleyTable {
        ArtistAlleyTable(
            id: try mapper.identifier(wire.id, at: "\(path).Id"), displayName: wire.displayName,
            shortDescription: wire.shortDescription ?? "", location: wire.location ?? "",
            websiteURL: wire.websiteUrl ?? "", telegramHandle: wire.telegramHandle ?? "",
            imageID: mapper.optionalIdentifier(wire.imageId),
            registeredAt: try mapper.instant(wire.createdDateTimeUtc, at: "\(path).CreatedDateTimeUtc"))
    }
}
