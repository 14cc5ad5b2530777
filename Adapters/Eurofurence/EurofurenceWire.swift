/// The Eurofurence API v2 `Sync` response as it is on the wire, before any validation.
///
/// Fields the Core needs are non-optional so that Foundation names what is missing; dates stay
/// text here and are read by `ISO8601Timestamp` in `EurofurenceEntityMapper`, which knows
/// where each one is for its error message. Unknown fields are ignored.
enum EurofurenceWire {
    /// The whole response.
    struct Response: Decodable {
        var conventionIdentifier: String
        var currentDateTimeUtc: String
        var events: Node<Event>
        var days: Node<Day>
        var rooms: Node<Room>
        var tracks: Node<Track>
        var announcements: Node<Announcement>
        var images: Node<Image>
        var dealers: Node<Dealer>?
        var knowledgeGroups: Node<KnowledgeGroup>?
        var knowledgeEntries: Node<KnowledgeEntry>?
        var maps: Node<Map>?
        var state: String?

        enum CodingKeys: String, CodingKey {
            case conventionIdentifier = "ConventionIdentifier"
            case currentDateTimeUtc = "CurrentDateTimeUtc"
            case events = "Events"
            case days = "EventConferenceDays"
            case rooms = "EventConferenceRooms"
            case tracks = "EventConferenceTracks"
            case announcements = "Announcements"
            case images = "Images"
            case dealers = "Dealers"
            case knowledgeGroups = "KnowledgeGroups"
            case knowledgeEntries = "KnowledgeEntries"
            case maps = "Maps"
            case state = "State"
        }
    }

    /// One kind of entity's changes. Missing or null entity lists count as empty.
    struct Node<Entity: Decodable>: Decodable {
        var removeAllBeforeInsert: Bool
        var changedEntities: [Entity]
        var deletedEntities: [String]

        enum CodingKeys: String, CodingKey {
            case removeAllBeforeInsert = "RemoveAllBeforeInsert"
            case changedEntities = "ChangedEntities"
            case deletedEntities = "DeletedEntities"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            removeAllBeforeInsert = try container.decode(Bool.self, forKey: .removeAllBeforeInsert)
            changedEntities = try container.decodeIfPresent([Entity].self, forKey: .changedEntities) ?? []
            deletedEntities = try container.decodeIfPresent([String].self, forKey: .deletedEntities) ?? []
        }
    }

    /// An entry of the schedule.
    struct Event: Decodable {
        var id: String
        var slug: String?
        var title: String
        var subTitle: String?
        var abstract: String?
        var description: String?
        var conferenceDayId: String
        var conferenceRoomId: String
        var conferenceTrackId: String
        var startDateTimeUtc: String
        var endDateTimeUtc: String
        var panelHosts: String?
        var tags: [String]?
        var bannerImageId: String?
        var posterImageId: String?
        var isAcceptingFeedback: Bool?
        var isDeviatingFromConBook: Bool?

        enum CodingKeys: String, CodingKey {
            case id = "Id", slug = "Slug", title = "Title", subTitle = "SubTitle", abstract = "Abstract"
            case description = "Description", conferenceDayId = "ConferenceDayId"
            case conferenceRoomId = "ConferenceRoomId", conferenceTrackId = "ConferenceTrackId"
            case startDateTimeUtc = "StartDateTimeUtc", endDateTimeUtc = "EndDateTimeUtc"
            case panelHosts = "PanelHosts", tags = "Tags", bannerImageId = "BannerImageId"
            case posterImageId = "PosterImageId", isAcceptingFeedback = "IsAcceptingFeedback"
            case isDeviatingFromConBook = "IsDeviatingFromConBook"
        }
    }

    /// A convention day; `Date` is midnight of the day, e.g. `2022-08-23T00:00:00.000Z`.
    struct Day: Decodable {
        var id: String
        var name: String
        var date: String

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", date = "Date"
        }
    }

    /// A room.
    struct Room: Decodable {
        var id: String
        var name: String
        var shortName: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", shortName = "ShortName"
        }
    }

    /// A track.
    struct Track: Decodable {
        var id: String
        var name: String

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name"
        }
    }

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

    /// What is known about an image.
    struct Image: Decodable {
        var id: String
        var internalReference: String?
        var width: Int?
        var height: Int?
        var sizeInBytes: Int?
        var mimeType: String?
        var contentHashSha1: String?
        var url: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", internalReference = "InternalReference", width = "Width", height = "Height"
            case sizeInBytes = "SizeInBytes", mimeType = "MimeType", contentHashSha1 = "ContentHashSha1", url = "Url"
        }
    }
}
