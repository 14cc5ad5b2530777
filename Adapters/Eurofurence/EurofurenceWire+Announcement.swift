import ConbookCore

extension EurofurenceWire {
    /// An announcement.
    struct Announcement: Decodable {
        var id: String
        var title: String
        var content: String
        var author: String?
        var area: String?
        var validFromDateTimeUtc: String
        var validUntilDateTimeUtc: String
        var lastChangeDateTimeUtc: String
        var imageId: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", title = "Title", content = "Content", author = "Author", area = "Area"
            case validFromDateTimeUtc = "ValidFromDateTimeUtc", validUntilDateTimeUtc = "ValidUntilDateTimeUtc"
            case lastChangeDateTimeUtc = "LastChangeDateTimeUtc", imageId = "ImageId"
        }
    }
}

extension Announcement: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "Announcements" }
    static var isEurofurenceNodeRequired: Bool { true }

    static func fromEurofurence(
        _ wire: EurofurenceWire.Announcement, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> Announcement {
        Announcement(
            id: try mapper.identifier(wire.id, at: "\(path).Id"),
            title: wire.title,
            content: wire.content,
            author: wire.author ?? "",
            area: wire.area ?? "",
            validFrom: try mapper.instant(wire.validFromDateTimeUtc, at: "\(path).ValidFromDateTimeUtc"),
            validUntil: try mapper.instant(wire.validUntilDateTimeUtc, at: "\(path).ValidUntilDateTimeUtc"),
            lastChanged: try mapper.instant(wire.lastChangeDateTimeUtc, at: "\(path).LastChangeDateTimeUtc"),
            imageID: mapper.optionalIdentifier(wire.imageId)
        )
    }
}
