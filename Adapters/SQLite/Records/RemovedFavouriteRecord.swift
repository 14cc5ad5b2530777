import ConbookCore

/// A favourite a sync took off the schedule, in `removed_favourites` (since schema 3): the event
/// and its day, room and track as last seen, and when it was removed (ms since 1970).
struct RemovedFavouriteRecord: StoredRecord {
    var event: EventRecord
    var day: DayRecord?
    var room: RoomRecord?
    var track: TrackRecord?
    var removedAt: Int64

    init(_ removed: RemovedFavourite) {
        event = EventRecord(removed.event)
        day = removed.day.map(DayRecord.init)
        room = removed.room.map(RoomRecord.init)
        track = removed.track.map(TrackRecord.init)
        removedAt = removed.removedAt.millisecondsSinceEpoch
    }

    func value() throws(SQLiteFailure) -> RemovedFavourite {
        RemovedFavourite(
            event: try event.value(), day: try day?.value(), room: try room?.value(), track: try track?.value(),
            removedAt: Instant(millisecondsSinceEpoch: removedAt))
    }
}
