import ConbookCore

/// Every kind of synced entity the store keeps, and where: one line per kind. A kind's table is
/// declared with its record (`Records/`) and created by a schema migration (`ConbookSchema`); a
/// kind missing here is refused with a clear error when a sync brings it.
enum StoredKinds {
    /// The tables of the synced kinds.
    static let all: [any AnyStoredKind] = [
        days, rooms, tracks, events, announcements, images, dealers, maps, knowledgeGroups, knowledgeEntries,
    ]

    /// The tables of change marks, one per change-tracked kind.
    static let changeMarks: [any AnyStoredChangeMarks] = [eventChanges]

    /// How a kind is kept, if the store keeps it.
    static func kind<Entity: SyncedEntity>(_ type: Entity.Type) -> StoredKind<Entity>? {
        for stored in all {
            if let kind = stored as? StoredKind<Entity> { return kind }
        }
        return nil
    }

    /// How a kind's change marks are kept, if the store keeps them.
    static func changeMarks<Entity: ChangeTracked>(_ type: Entity.Type) -> StoredChangeMarks<Entity>? {
        for stored in changeMarks {
            if let marks = stored as? StoredChangeMarks<Entity> { return marks }
        }
        return nil
    }

    /// The favourites syncs took off the schedule, per event.
    static let removedFavourites = StoredTable<RemovedFavourite>(
        name: "removed_favourites", keyColumn: "event_id", record: RemovedFavouriteRecord.self)
}
