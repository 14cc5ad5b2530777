import ConbookCore

extension StoredKinds {
    /// Events: `events`, with their day, room, track, start, end (ms since 1970), title and (since
    /// schema 4) banner and poster images in columns (indexed for reading in schedule order and
    /// for the outline's summaries; see `ConbookSchema`), and the full-text index `event_search`.
    static let events = StoredKind<Event>(
        table: StoredTable(
            name: "events",
            columns: ["day_id", "room_id", "track_id", "start", "end", "title", "banner_image_id", "poster_image_id"],
            values: {
                [
                    .text($0.dayID.rawValue), .text($0.roomID.rawValue), .text($0.trackID.rawValue),
                    .integer($0.start.millisecondsSinceEpoch), .integer($0.end.millisecondsSinceEpoch), .text($0.title),
                    .optionalText($0.bannerImageID?.rawValue), .optionalText($0.posterImageID?.rawValue),
                ]
            },
            record: EventRecord.self),
        referenceColumns: ["day_id", "room_id", "track_id", "banner_image_id", "poster_image_id"],
        searchIndex: .events)

    /// The change marks of events: `event_changes`.
    static let eventChanges = StoredChangeMarks<Event>(
        table: StoredTable(name: "event_changes", keyColumn: "event_id", record: TrackedChangeRecord<EventRecord>.self))
}

/// An event in its table's `entity` column (since schema 1; `language` and `links` since schema 2
/// and read as empty when absent). Instants are milliseconds since 1970.
struct EventRecord: StoredRecord {
    var id: String
    var slug: String
    var title: String
    var subtitle: String
    var abstract: String
    var description: String
    var hosts: [String]
    var dayID: String
    var roomID: String
    var trackID: String
    var start: Int64
    var end: Int64
    var tags: [String]
    var bannerImageID: String?
    var posterImageID: String?
    var isAcceptingFeedback: Bool
    var isDeviatingFromConBook: Bool
    var language: String?
    var links: [EventLinkRecord]?

    init(_ event: Event) {
        id = event.id.rawValue
        slug = event.slug
        title = event.title
        subtitle = event.subtitle
        abstract = event.abstract
        description = event.description
        hosts = event.hosts
        dayID = event.dayID.rawValue
        roomID = event.roomID.rawValue
        trackID = event.trackID.rawValue
        start = event.start.millisecondsSinceEpoch
        end = event.end.millisecondsSinceEpoch
        tags = event.tags
        bannerImageID = event.bannerImageID?.rawValue
        posterImageID = event.posterImageID?.rawValue
        isAcceptingFeedback = event.isAcceptingFeedback
        isDeviatingFromConBook = event.isDeviatingFromConBook
        language = event.language
        links = event.links.map(EventLinkRecord.init)
    }

    func value() throws(SQLiteFailure) -> Event {
        Event(
            id: Event.ID(id), slug: slug, title: title, subtitle: subtitle, abstract: abstract, description: description,
            hosts: hosts, dayID: Day.ID(dayID), roomID: Room.ID(roomID), trackID: Track.ID(trackID),
            start: Instant(millisecondsSinceEpoch: start), end: Instant(millisecondsSinceEpoch: end), tags: tags,
            bannerImageID: bannerImageID.map { ImageReference.ID($0) },
            posterImageID: posterImageID.map { ImageReference.ID($0) }, isAcceptingFeedback: isAcceptingFeedback,
            isDeviatingFromConBook: isDeviatingFromConBook, language: language ?? "",
            links: (links ?? []).map(\.link))
    }
}
