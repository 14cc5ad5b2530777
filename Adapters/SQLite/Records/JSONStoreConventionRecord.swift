import ConbookCore
import Foundation

/// `convention.json` of the JSON file store an earlier Conbook kept (format version 1): the
/// convention in the same records as the `entity` columns, with its change marks and removed
/// favourites as lists. Read once, by the import; never written.
struct JSONStoreConventionRecord: Decodable {
    /// The content: a list per kind (absent lists are empty) and the details.
    struct Content: Decodable {
        var days: [DayRecord]?
        var rooms: [RoomRecord]?
        var tracks: [TrackRecord]?
        var events: [EventRecord]?
        var announcements: [AnnouncementRecord]?
        var images: [ImageRecord]?
        var details: DetailsRecord?
    }

    var conventionIdentifier: String
    var lastServerTime: Int64
    var content: Content
    var eventChanges: [TrackedChangeRecord<EventRecord>]?
    var removedFavourites: [RemovedFavouriteRecord]?
    var sourceVersion: String?

    /// The stored convention the file holds.
    /// - Throws: `StoreError.unreadable` (at the file) when a record holds no valid value.
    func value(at file: URL) throws(StoreError) -> StoredConvention {
        do throws(SQLiteFailure) {
            let entities = content
            let converted = ConventionContent(
                try values(entities.days), try values(entities.rooms), try values(entities.tracks),
                try values(entities.events), try values(entities.announcements), try values(entities.images),
                details: try entities.details?.value())
            var stored = StoredConvention(
                conventionIdentifier: ConventionIdentifier(conventionIdentifier),
                lastServerTime: Instant(millisecondsSinceEpoch: lastServerTime), content: converted,
                removedFavourites: Dictionary(
                    try values(removedFavourites).map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }),
                sourceVersion: sourceVersion)
            stored[changesOf: Event.self] = Dictionary(
                try values(eventChanges).map { ($0.entityID, $0) }, uniquingKeysWith: { _, last in last })
            return stored
        } catch {
            throw .unreadable(location: file.path, reason: "cannot import it: \(error)")
        }
    }

    private func values<Record: StoredRecord>(_ records: [Record]?) throws(SQLiteFailure) -> [Record.Value] {
        try (records ?? []).map { record throws(SQLiteFailure) in try record.value() }
    }
}
