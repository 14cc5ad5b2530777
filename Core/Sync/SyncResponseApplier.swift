/// Applies a sync response to stored content under the Eurofurence rules, without side effects.
///
/// Per kind of entity: `removeAllBeforeInsert` drops everything first, then `deleted` entities
/// are removed, then `changed` entities are upserted. When a day, room or track is gone
/// afterwards, the events that were on it go too (unless this response re-sent those events,
/// in which case they must point somewhere valid). Anything still pointing at a missing
/// day, room or track is a broken reference and the whole response is refused.
struct SyncResponseApplier {
    func apply(_ response: SyncResponse, to content: ConventionContent) throws(SyncError) -> ConventionContent {
        var result = content
        apply(response.days, to: &result.days)
        apply(response.rooms, to: &result.rooms)
        apply(response.tracks, to: &result.tracks)
        apply(response.events, to: &result.events)
        apply(response.announcements, to: &result.announcements)
        apply(response.images, to: &result.images)
        if let details = response.details {
            result.details = details
        }
        removeEventsOrphanedByDeletion(in: &result, previous: content, resent: Set(response.events.changed.map(\.id)))
        let broken = brokenReferences(in: result)
        guard broken.isEmpty else { throw .brokenReferences(broken) }
        return result
    }

    private func apply<Entity>(_ changes: EntityChanges<Entity>, to table: inout EntityTable<Entity>) {
        if changes.removeAllBeforeInsert {
            table.removeAll()
        }
        for id in changes.deleted {
            table.remove(id)
        }
        for entity in changes.changed {
            table.upsert(entity)
        }
    }

    private func removeEventsOrphanedByDeletion(
        in content: inout ConventionContent, previous: ConventionContent, resent: Set<Event.ID>
    ) {
        let goneDays = previous.days.ids.subtracting(content.days.ids)
        let goneRooms = previous.rooms.ids.subtracting(content.rooms.ids)
        let goneTracks = previous.tracks.ids.subtracting(content.tracks.ids)
        guard !(goneDays.isEmpty && goneRooms.isEmpty && goneTracks.isEmpty) else { return }
        content.events.removeAll { event in
            !resent.contains(event.id)
                && (goneDays.contains(event.dayID) || goneRooms.contains(event.roomID)
                    || goneTracks.contains(event.trackID))
        }
    }

    private func brokenReferences(in content: ConventionContent) -> [BrokenReference] {
        var broken: [BrokenReference] = []
        for event in content.events.all.sorted(by: { $0.id < $1.id }) {
            if !content.days.contains(event.dayID) {
                broken.append(reference(from: event, to: "day", event.dayID.rawValue))
            }
            if !content.rooms.contains(event.roomID) {
                broken.append(reference(from: event, to: "room", event.roomID.rawValue))
            }
            if !content.tracks.contains(event.trackID) {
                broken.append(reference(from: event, to: "track", event.trackID.rawValue))
            }
        }
        return broken
    }

    private func reference(from event: Event, to kind: String, _ id: String) -> BrokenReference {
        BrokenReference(referringKind: "event", referringID: event.id.rawValue, missingKind: kind, missingID: id)
    }
}
