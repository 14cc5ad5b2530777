/// A sync applied to the part of the stored convention it touches: which part to read, and the
/// update that saves the result. The cost grows with the response (and what it removes), not
/// with the convention.
@MainActor
struct SyncInParts {
    let repository: ConventionRepository

    /// The stored convention with only the events a response touches, and those on the days,
    /// rooms and tracks it removes (which may go with them), when the response can be applied to
    /// that alone: the store reads in parts and nothing is replaced wholesale. Nil otherwise.
    func part(touchedBy response: SyncResponse) throws(StoreError) -> StoredConvention? {
        let replacesAll = response.days.removeAllBeforeInsert || response.rooms.removeAllBeforeInsert
            || response.tracks.removeAllBeforeInsert || response.events.removeAllBeforeInsert
            || response.announcements.removeAllBeforeInsert || response.images.removeAllBeforeInsert
        guard repository.appliesSyncsInParts, !replacesAll else { return nil }
        try repository.reloadOutline()
        guard let outline = repository.outline else { return nil }
        let queries = [EventQuery(ids: Set(Self.ids(response.events)))]
            + response.days.deleted.map { EventQuery(day: $0) } + response.rooms.deleted.map { EventQuery(room: $0) }
            + response.tracks.deleted.map { EventQuery(track: $0) }
        var content = ConventionContent(details: outline.details)
        for query in queries {
            for event in try repository.loadEvents(matching: query) {
                content.events.upsert(event)
            }
        }
        content.days = outline.days
        content.rooms = outline.rooms
        content.tracks = outline.tracks
        content.announcements = outline.announcements
        content.images = outline.images
        return StoredConvention(
            conventionIdentifier: outline.conventionIdentifier, lastServerTime: outline.lastServerTime, content: content,
            eventChanges: outline.eventChanges, removedFavourites: outline.removedFavourites,
            sourceVersion: outline.sourceVersion)
    }

    /// What changed between the part and the part with the response applied.
    static func update(from part: StoredConvention, to updated: StoredConvention, by response: SyncResponse)
        -> ConventionUpdate
    {
        let before = part.content
        let after = updated.content
        return ConventionUpdate(
            conventionIdentifier: updated.conventionIdentifier, lastServerTime: updated.lastServerTime,
            sourceVersion: updated.sourceVersion, details: after.details,
            days: EntityUpdate(among: ids(response.days), from: before.days, to: after.days),
            rooms: EntityUpdate(among: ids(response.rooms), from: before.rooms, to: after.rooms),
            tracks: EntityUpdate(among: ids(response.tracks), from: before.tracks, to: after.tracks),
            events: EntityUpdate(among: ids(response.events) + before.events.ids, from: before.events, to: after.events),
            announcements: EntityUpdate(
                among: ids(response.announcements), from: before.announcements, to: after.announcements),
            images: EntityUpdate(among: ids(response.images), from: before.images, to: after.images),
            eventChanges: updated.eventChanges == part.eventChanges ? nil : updated.eventChanges,
            removedFavourites: updated.removedFavourites)
    }

    /// The identifiers a node of a response changes or deletes.
    private static func ids<Entity>(_ changes: EntityChanges<Entity>) -> [Entity.ID] {
        changes.changed.map(\.id) + changes.deleted
    }
}
