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

        enum CodingKeys: String, CodingKey {
            case id = "Id", displayName = "DisplayName", attendeeNickname = "AttendeeNickname"
            case shortDescription = "ShortDescription", aboutTheArtistText = "AboutTheArtistText"
            case aboutTheArtText = "AboutTheArtText", artPreviewCaption = "ArtPreviewCaption"
            case categories = "Categories", attendsOnThursday = "AttendsOnThursday"
            case attendsOnFriday = "AttendsOnFriday", attendsOnSaturday = "AttendsOnSaturday"
            case isAfterDark = "IsAfterDark", links = "Links", twitterHandle = "TwitterHandle"
            case telegramHandle = "TelegramHandle", artistThumbnailImageId = "ArtistThumbnailImageId"
            case artistImageId = "ArtistImageId", artPreviewImageId = "ArtPreviewImageId"
        }
    }
}
