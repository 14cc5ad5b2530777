import ConbookCore

extension StoredKinds {
    /// Events: `events`, every field in a column of its own (since schema 7; see `ConbookSchema`),
    /// indexed for reading in schedule order and for the outline's summaries, and the full-text
    /// index `event_search` over them (`EventSearchIndex`).
    static let events = StoredKind<Event>(
        table: StoredTable(
            name: "events", columns: EventColumns.names, row: EventColumns.values(of:keepingTextsIn:),
            read: EventColumns.event(in:at:),
            insertionKey: \.start.millisecondsSinceEpoch, compactColumns: EventColumns.compactColumns,
            keptTextColumns: EventColumns.keptTextColumns),
        referenceColumns: ["day_id", "room_id", "track_id", "banner_image_id", "poster_image_id"],
        isIndexedInBulk: true)

    /// The change marks of events: `event_changes`.
    static let eventChanges = StoredChangeMarks<Event>(
        table: StoredTable(name: "event_changes", keyColumn: "event_id", record: TrackedChangeRecord<EventRecord>.self))
}

/// The columns of an event's row in `events` (since schema 7), after `convention` and `id`: texts as
/// given, but the abstract and the description as the ids of texts kept once in `event_texts`
/// (`KeptTextWriter`, since schema 15; from 13 to 14 the description was an empty BLOB when the
/// same as the abstract, or compressed when long), identifiers as
/// `CompactIdentifier` keeps them (since schema 13), instants in ms since 1970, flags 0 or 1, hosts
/// and tags as lists (`TextListColumn`), links as one such list of title, URL, title, URL….
enum EventColumns {
    /// The column names, in the order of `values(of:compressingWith:)`.
    static let names = [
        "slug", "title", "subtitle", "abstract_id", "description_id", "hosts", "day_id", "room_id", "track_id", "start", "end",
        "tags", "banner_image_id", "poster_image_id", "accepting_feedback", "deviating", "language", "links",
    ]

    /// The key and the columns that keep identifiers as `CompactIdentifier` does (since schema 13).
    static let compactColumns: Set<String> = ["id", "day_id", "room_id", "track_id", "banner_image_id", "poster_image_id"]

    /// The columns that hold the ids of texts kept once (since schema 15).
    static let keptTextColumns = ["abstract_id", "description_id"]

    /// An event's values of `names` (its abstract and description kept once by `texts`).
    static func values(of event: Event, keepingTextsIn texts: KeptTextWriter) throws(SQLiteFailure) -> [SQLiteValue] {
        [
            .text(event.slug), .text(event.title), .text(event.subtitle), .integer(try texts.id(of: event.abstract)),
            .integer(try texts.id(of: event.description)),
            .text(TextListColumn.text(of: event.hosts)), CompactIdentifier.value(of: event.dayID.rawValue),
            CompactIdentifier.value(of: event.roomID.rawValue), CompactIdentifier.value(of: event.trackID.rawValue),
            .integer(event.start.millisecondsSinceEpoch),
            .integer(event.end.millisecondsSinceEpoch), .text(TextListColumn.text(of: event.tags)),
            CompactIdentifier.optionalValue(of: event.bannerImageID?.rawValue),
            CompactIdentifier.optionalValue(of: event.posterImageID?.rawValue),
            .integer(event.isAcceptingFeedback ? 1 : 0), .integer(event.isDeviatingFromConBook ? 1 : 0),
            .text(event.language), .text(TextListColumn.text(of: event.links.flatMap { [$0.title, $0.url] })),
        ]
    }

    /// The event in a row whose key (`id`) is in column `key` and whose `names` follow it.
    static func event(in row: SQLiteStatement, at key: Int32) throws(SQLiteFailure) -> Event {
        let list = { (offset: Int32) throws(SQLiteFailure) -> [String] in
            try TextListColumn.texts(fromUTF8: row.utf8(key + offset), in: "events.\(names[Int(offset) - 1])")
        }
        let id = try CompactIdentifier.identifier(in: row, at: key)
        let links = try list(18)
        guard links.count.isMultiple(of: 2) else {
            throw .other("an odd number of texts", "reading the links of event \(id)")
        }
        let abstract = try row.keptText(key + 4, what: "the abstract of event \(id)")
        let description = try row.keptText(key + 5, what: "the description of event \(id)")
        return Event(
            id: Event.ID(id), slug: row.text(key + 1), title: row.text(key + 2), subtitle: row.text(key + 3),
            abstract: abstract, description: description, hosts: try list(6),
            dayID: Day.ID(try row.sharedIdentifier(key + 7)), roomID: Room.ID(try row.sharedIdentifier(key + 8)),
            trackID: Track.ID(try row.sharedIdentifier(key + 9)),
            start: Instant(millisecondsSinceEpoch: row.integer(key + 10)),
            end: Instant(millisecondsSinceEpoch: row.integer(key + 11)), tags: try list(12),
            bannerImageID: try CompactIdentifier.optionalIdentifier(in: row, at: key + 13).map { ImageReference.ID($0) },
            posterImageID: try CompactIdentifier.optionalIdentifier(in: row, at: key + 14).map { ImageReference.ID($0) },
            isAcceptingFeedback: row.bool(key + 15), isDeviatingFromConBook: row.bool(key + 16),
            language: row.text(key + 17),
            links: stride(from: 0, to: links.count, by: 2).map { EventLink(title: links[$0], url: links[$0 + 1]) })
    }
}

/// An event as a JSON record: in `events.entity` up to schema 6, and still inside the records of
/// change marks and removed favourites (since schema 1; `language` and `links` since schema 2 and
/// read as empty when absent). Instants are milliseconds since 1970.
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
