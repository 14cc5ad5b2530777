import ConbookCore

extension StoredKinds {
    /// Dealers (since schema 4): `dealers`, with the preferred name and the three images in columns
    /// (and since schema 11 the A–Z listing's key and the categories), and the full-text
    /// index `dealer_search` of their names.
    static let dealers = StoredKind<Dealer>(
        table: StoredTable(
            name: "dealers",
            columns: [
                "name", "thumbnail_image_id", "artist_image_id", "art_preview_image_id", "listing_key", "categories",
            ],
            values: {
                [
                    .text($0.preferredName), .optionalText($0.thumbnailImageID?.rawValue),
                    .optionalText($0.artistImageID?.rawValue), .optionalText($0.artPreviewImageID?.rawValue),
                    .text($0.listingKey), .jsonArray($0.categories),
                ]
            },
            record: DealerRecord.self),
        referenceColumns: ["thumbnail_image_id", "artist_image_id", "art_preview_image_id"],
        searchIndex: .dealers)
}

/// A dealer in its table's `entity` column (since schema 4); the Discord, Mastodon and Bluesky
/// handles, keywords and navigation address since Conbook read the 2026 Eurofurence API (missing in
/// earlier rows: none).
struct DealerRecord: StoredRecord {
    var id: String
    var displayName: String
    var attendeeNickname: String
    var shortDescription: String
    var aboutTheArtist: String
    var aboutTheArt: String
    var artPreviewCaption: String
    var categories: [String]
    var attendance: [String]
    var isAfterDark: Bool
    var links: [LinkRecord]
    var twitterHandle: String
    var telegramHandle: String
    var thumbnailImageID: String?
    var artistImageID: String?
    var artPreviewImageID: String?
    var discordHandle: String?
    var mastodonHandle: String?
    var blueskyHandle: String?
    var keywords: [String: [String]]?
    var navigationURL: String?

    init(_ dealer: Dealer) {
        id = dealer.id.rawValue
        displayName = dealer.displayName
        attendeeNickname = dealer.attendeeNickname
        shortDescription = dealer.shortDescription
        aboutTheArtist = dealer.aboutTheArtist
        aboutTheArt = dealer.aboutTheArt
        artPreviewCaption = dealer.artPreviewCaption
        categories = dealer.categories
        attendance = dealer.attendance.sorted().map(\.rawValue)
        isAfterDark = dealer.isAfterDark
        links = dealer.links.map(LinkRecord.init)
        twitterHandle = dealer.twitterHandle
        telegramHandle = dealer.telegramHandle
        thumbnailImageID = dealer.thumbnailImageID?.rawValue
        artistImageID = dealer.artistImageID?.rawValue
        artPreviewImageID = dealer.artPreviewImageID?.rawValue
        discordHandle = dealer.discordHandle
        mastodonHandle = dealer.mastodonHandle
        blueskyHandle = dealer.blueskyHandle
        keywords = dealer.keywords
        navigationURL = dealer.navigationURL
    }

    func value() throws(SQLiteFailure) -> Dealer {
        Dealer(
            id: Dealer.ID(id), displayName: displayName, attendeeNickname: attendeeNickname,
            shortDescription: shortDescription, aboutTheArtist: aboutTheArtist, aboutTheArt: aboutTheArt,
            artPreviewCaption: artPreviewCaption, categories: categories,
            attendance: Set(attendance.compactMap(DealerDay.init(rawValue:))), isAfterDark: isAfterDark,
            links: links.compactMap(\.link), twitterHandle: twitterHandle, telegramHandle: telegramHandle,
            thumbnailImageID: thumbnailImageID.map { ImageReference.ID($0) },
            artistImageID: artistImageID.map { ImageReference.ID($0) },
            artPreviewImageID: artPreviewImageID.map { ImageReference.ID($0) }, discordHandle: discordHandle ?? "",
            mastodonHandle: mastodonHandle ?? "", blueskyHandle: blueskyHandle ?? "", keywords: keywords ?? [:],
            navigationURL: navigationURL ?? "")
    }
}
