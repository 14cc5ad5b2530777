import ConbookCore

/// Every kind of synced entity the store keeps, and where. A kind with a table of its own (typed
/// query columns, a search index) is declared with its record (`Records/`), created by a schema
/// migration (`ConbookSchema`) and listed in `withTables`; every other kind of `ConventionKinds`
/// that is kept in the outline and `Codable` is kept whole, in a table the store creates when it
/// opens (`keptWhole`), so a new kind needs no code here. A kind that is neither is refused with a
/// clear error when a sync brings it.
enum StoredKinds {
    /// The synced kinds that have a table of their own: one line per kind.
    static let withTables: [any AnyStoredKind] = [
        days, rooms, tracks, events, announcements, images, dealers, maps, knowledgeGroups, knowledgeEntries,
    ]

    /// The kinds of `ConventionKinds` without a table of their own, kept whole: each in a table
    /// `kind_<name in snake case>` (`convention`, `id`, `entity`: the entity's `Codable` form).
    static let keptWhole: [any AnyStoredKind] = ConventionKinds.all.compactMap { kind in
        guard !withTables.contains(where: { $0.kind == kind }),
            let codable = kind.entityType as? any (OutlineEntity & Codable).Type
        else { return nil }
        return keptWhole(codable)
    }

    /// The tables of every synced kind the store keeps.
    static let all: [any AnyStoredKind] = withTables + keptWhole

    /// The statement that creates the table of a kind kept whole, unless it exists.
    static func creation(of kind: any AnyStoredKind) -> String {
        """
        CREATE TABLE IF NOT EXISTS \(kind.tableName) (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID
        """
    }

    private static func keptWhole<Entity: OutlineEntity & Codable>(_ type: Entity.Type) -> any AnyStoredKind {
        StoredKind<Entity>(table: StoredTable(name: tableName(of: Entity.kind.name), record: WholeEntityRecord<Entity>.self))
    }

    /// `kind_` and the kind's name in snake case, letters and digits only: `artistAlleyTable` →
    /// `kind_artist_alley_table`.
    static func tableName(of kindName: String) -> String {
        var name = "kind_"
        for character in kindName {
            if character.isUppercase {
                name += "_" + character.lowercased()
            } else if character.isASCII, character.isLetter || character.isNumber {
                name.append(character)
            } else {
                name += "_"
            }
        }
        return name
    }

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
