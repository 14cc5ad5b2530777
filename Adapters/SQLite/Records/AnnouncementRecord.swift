import ConbookCore

extension StoredKinds {
    /// Announcements: `announcements`, with validity, last change (ms since 1970) and title in columns.
    static let announcements = StoredKind<Announcement>(
        table: StoredTable(
            name: "announcements", columns: ["valid_from", "valid_until", "last_changed", "title"],
            values: {
                [
                    .integer($0.validFrom.millisecondsSinceEpoch), .integer($0.validUntil.millisecondsSinceEpoch),
                    .integer($0.lastChanged.millisecondsSinceEpoch), .text($0.title),
                ]
            },
            record: AnnouncementRecord.self))
}

/// An announcement in its table's `entity` column (since schema 1).
struct AnnouncementRecord: StoredRecord {
    var id: String
    var title: String
    var content: String
    var author: String
    var area: String
    var validFrom: Int64
    var validUntil: Int64
    var lastChanged: Int64
    var imageID: String?

    init(_ announcement: Announcement) {
        id = announcement.id.rawValue
        title = announcement.title
        content = announcement.content
        author = announcement.author
        area = announcement.area
        validFrom = announcement.validFrom.millisecondsSinceEpoch
        validUntil = announcement.validUntil.millisecondsSinceEpoch
        lastChanged = announcement.lastChanged.millisecondsSinceEpoch
        imageID = announcement.imageID?.rawValue
    }

    func value() throws(SQLiteFailure) -> Announcement {
        Announcement(
            id: Announcement.ID(id), title: title, content: content, author: author, area: area,
            validFrom: Instant(millisecondsSinceEpoch: validFrom), validUntil: Instant(millisecondsSinceEpoch: validUntil),
            lastChanged: Instant(millisecondsSinceEpoch: lastChanged), imageID: imageID.map { ImageReference.ID($0) })
    }
}
