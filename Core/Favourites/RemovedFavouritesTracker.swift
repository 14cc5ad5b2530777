/// Keeps the list of favourites a sync took off the schedule (a business rule of the sync).
///
/// It looks at the part of the stored convention a sync read (`SyncPart`), which holds every event
/// the sync removed. After a sync: a favourite whose event was in the old content and is not in the new one is
/// recorded with its last version; a record whose event is back in the schedule, or that is no
/// longer a favourite, is dropped. Only favourites are looked at, so the cost grows with them,
/// not with the schedule.
struct RemovedFavouritesTracker {
    func removedFavourites(
        after previous: StoredConvention?, now content: ConventionContent, favourites: Set<Event.ID>,
        serverTime: Instant
    ) -> [Event.ID: RemovedFavourite] {
        var records = previous?.removedFavourites ?? [:]
        for id in Array(records.keys) where content[Event.self].contains(id) || !favourites.contains(id) {
            records[id] = nil
        }
        guard let old = previous?.content else { return records }
        for id in favourites where !content[Event.self].contains(id) {
            guard let event = old[Event.self][id] else { continue }
            records[id] = RemovedFavourite(
                event: event, day: old[Day.self][event.dayID], room: old[Room.self][event.roomID],
                track: old[Track.self][event.trackID],
                removedAt: serverTime)
        }
        return records
    }
}
