import ConbookCore

extension EurofurenceWire {
    /// A dealer of the Dealers' Den. Texts, categories, handles and images may be missing or null.
    struct Dealer: Decodable {
        var id: String
        var displayName: String?
        var attendeeNickname: String?
        var shortDescription: String?
        var aboutTheArtistText: String?
        var aboutTheArtText: String?
        var artPreviewCaption: String?
        var categories: [String]?
        var attendsOnThursday: Bool?
        var attendsOnFriday: Bool?
        var attendsOnSaturday: Bool?
        var isAfterDark: Bool?
        var links: [Link]?
        var twitterHandle: String?
        var telegramHandle: String?
        var artistThumbnailImageId: String?
        var artistImageId: String?
        var artPreviewImageId: String?
        var discordHandle: String?
        var mastodonHandle: String?
        var blueskyHandle: String?
        var keywords: [String: [String]]?
        var mapLink: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", displayName = "DisplayName", attendeeNickname = "AttendeeNickname"
            case shortDescription = "ShortDescription", aboutTheArtistText = "AboutTheArtistText"
            case aboutTheArtText = "AboutTheArtText", artPreviewCaption = "ArtPreviewCaption"
            case categories = "Categories", attendsOnThursday = "AttendsOnThursday"
            case attendsOnFriday = "AttendsOnFriday", attendsOnSaturday = "AttendsOnSaturday"
            case isAfterDark = "IsAfterDark", links = "Links", twitterHandle = "TwitterHandle"
            case telegramHandle = "TelegramHandle", artistThumbnailImageId = "ArtistThumbnailImageId"
            case artistImageId = "ArtistImageId", artPreviewImageId = "ArtPreviewImageId"
            case discordHandle = "DiscordHandle", mastodonHandle = "MastodonHandle", blueskyHandle = "BlueskyHandle"
            case keywords = "Keywords", mapLink = "MapLink"
        }
    }
}

extension Dealer: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "Dealers" }

    /// A dealer: missing texts are empty, missing days and after-dark are false, `Links: null` is
    /// no links; the days become the set of days attended.
    static func fromEurofurence(
        _ wire: EurofurenceWire.Dealer, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> Dealer {
        var attendance: Set<DealerDay> = []
        if wire.attendsOnThursday == true { attendance.insert(.thursday) }
        if wire.attendsOnFriday == true { attendance.insert(.friday) }
        if wire.attendsOnSaturday == true { attendance.insert(.saturday) }
        return Dealer(
            id: try mapper.identifier(wire.id, at: "\(path).Id"),
            displayName: wire.displayName ?? "",
            attendeeNickname: wire.attendeeNickname ?? "",
            shortDescription: wire.shortDescription ?? "",
            aboutTheArtist: wire.aboutTheArtistText ?? "",
            aboutTheArt: wire.aboutTheArtText ?? "",
            artPreviewCaption: wire.artPreviewCaption ?? "",
            categories: wire.categories ?? [],
            attendance: attendance,
            isAfterDark: wire.isAfterDark ?? false,
            links: mapper.links(wire.links),
            twitterHandle: wire.twitterHandle ?? "",
            telegramHandle: wire.telegramHandle ?? "",
            thumbnailImageID: mapper.optionalIdentifier(wire.artistThumbnailImageId),
            artistImageID: mapper.optionalIdentifier(wire.artistImageId),
            artPreviewImageID: mapper.optionalIdentifier(wire.artPreviewImageId),
            discordHandle: wire.discordHandle ?? "", mastodonHandle: wire.mastodonHandle ?? "",
            blueskyHandle: wire.blueskyHandle ?? "", keywords: wire.keywords ?? [:], navigationURL: wire.mapLink ?? "")
    }
}
