public import ConbookCore

/// Keeps one convention and its favourites in a `ConbookDatabase`, under the name the caller
/// gives (several conventions share one file). Get one from `ConbookDatabase.store(for:)`.
///
/// - It reads in parts: the outline (days, rooms, tracks, announcements, images, change marks,
///   removed favourites, and how many events there are with the days, rooms and tracks they use)
///   without decoding any event, selections of entities by key or by reference, and pages of
///   events in schedule order straight from indexes, so opening a large convention is quick.
/// - `apply(_:)` is one transaction (`BEGIN IMMEDIATE` … `COMMIT`) that writes only the rows the
///   update names (and their search index entries): on any failure it rolls back, throws
///   `StoreError.writeFailed`, and the file holds what it held before. Readers (other connections,
///   other processes) see the old convention or the new one, never a mix (WAL).
/// - Each kind of entity has its own table (`StoredKinds`), holding the store's own form of it
///   (events in typed columns, the other kinds as JSON records), so the Core's types can change
///   without changing the file; a kind the store has no table for is refused with a clear error.
/// - Pages of events are found on indexes, and counted only as far as `EventPage.reportedCount`
///   asks; searches use the events' full-text index, by field for ranking (`EventSearch`).
/// - Favourites and read announcements live in tables of their own keyed by identifier: they
///   outlive their entities, full re-syncs, and updates of the convention.
///
/// Not thread-safe: use it from one thread at a time (the Core calls it on the main actor). It
/// shares its database's connection and keeps it open while it exists.
public final class SQLiteConventionStore: ConventionStore, AttendeeStore {
    /// The name this store keeps its convention under.
    public let name: String
    /// The database file's path.
    public let path: String

    /// Content rows inserted, updated or deleted by the last successful `apply` (SQLite's count:
    /// the convention row and the entity rows, the search index, change marks and removed
    /// favourites left out), which shows how small a delta was.
    public private(set) var lastSaveChangeCount = 0

    /// SQLite's count of the virtual-machine steps the last read of entities, events, dealers or
    /// knowledge entries ran (`SQLITE_STMTSTATUS_VM_STEP`): it grows with the rows the read visited,
    /// which shows whether a read looked its rows up or walked a whole index.
    public private(set) var lastReadStepCount = 0

    /// For tests: when set, `apply` fails after writing this many rows, inside its transaction,
    /// which shows that a failed save changes nothing. Nil in normal use.
    public var failAfterRows: Int?

    private let connection: SQLiteConnection
    private let json = EntityJSON()
    private var reader: StoredConventionReader {
        StoredConventionReader(connection: connection, convention: name, json: json)
    }

    init(connection: SQLiteConnection, name: String) {
        self.connection = connection
        self.name = name
        self.path = connection.path
    }

    private var location: String { "\(path) (convention \"\(name)\")" }

    public func loadOutline() throws(StoreError) -> ConventionOutline? {
        do throws(SQLiteFailure) {
            try indexForSearchIfMissing()
            try listDealersIfMissing()
            return try connection.readTransaction { () throws(SQLiteFailure) -> ConventionOutline? in
                try reader.outline()
            }
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func entities<Entity: SyncedEntity>(_ selection: EntitySelection<Entity>) throws(StoreError) -> [Entity] {
        try reading { () throws(SQLiteFailure) in try reader.entities(selection) }
    }

    public func dealers(matching query: DealerQuery) throws(StoreError) -> [Dealer] {
        try reading { () throws(SQLiteFailure) in try reader.dealers(matching: query) }
    }

    /// Reads the page's dealers only, in the order of the `listing_key` column.
    public func dealerPage(matching query: DealerQuery, in range: PageRange) throws(StoreError) -> DealerPage {
        try reading { () throws(SQLiteFailure) in try reader.dealerPage(matching: query, in: range) }
    }

    /// Reads the `categories` column of every dealer, decoding no dealer.
    public func dealerCategories() throws(StoreError) -> [String] {
        try reading { () throws(SQLiteFailure) in try reader.dealerCategories() }
    }

    /// Reads the `hosts` column of every event, decoding no event.
    public func eventHosts() throws(StoreError) -> [EventHost] {
        try reading { () throws(SQLiteFailure) in try reader.eventHosts() }
    }

    public func knowledgeEntries(matching query: KnowledgeQuery) throws(StoreError) -> [KnowledgeEntry] {
        try reading { () throws(SQLiteFailure) in try reader.knowledgeEntries(matching: query) }
    }

    public func events(matching query: EventQuery, in range: PageRange) throws(StoreError) -> EventPage {
        try reading { () throws(SQLiteFailure) in try reader.events(matching: query, in: range) }
    }

    /// A read of the convention in one read transaction; any failure is `StoreError.unreadable`
    /// naming the file and the convention.
    private func reading<Value>(_ read: () throws(SQLiteFailure) -> Value) throws(StoreError) -> Value {
        let stepsBefore = connection.stepsRun
        defer { lastReadStepCount = connection.stepsRun - stepsBefore }
        do {
            return try connection.readTransaction(read)
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    /// Deletes the convention's row (its content, change marks and removed favourites go with it)
    /// and its search index entries in one transaction; favourites and read marks stay.
    public func removeContent() throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try StoredContentRemoval.removeContent(of: name, in: connection)
            }
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    /// Applies an update in one transaction, writing only the rows it names (and their search index
    /// entries); the change marks and removed favourites it carries replace the stored ones.
    public func apply(_ update: ConventionUpdate) throws(StoreError) {
        do {
            let contentChanges = try connection.writeTransaction { () throws(SQLiteFailure) -> Int64 in
                try write(update)
            }
            lastSaveChangeCount = Int(contentChanges)
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    /// SQLite's `data_version` of the store's connection: it changes when another connection (another
    /// program) commits to the file, never for this connection's own writes.
    public func revisionOfOthersSaves() throws(StoreError) -> Int? {
        do {
            return try connection.integer("PRAGMA data_version").map(Int.init)
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func loadFavourites() throws(StoreError) -> Set<Event.ID> {
        do {
            let ids = try connection.texts("SELECT event_id FROM favourites WHERE convention = ?", [.text(name)])
            return Set(ids.map { Event.ID($0) })
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.prepare("DELETE FROM favourites WHERE convention = ?").run([.text(name)])
                let insert = try connection.prepare("INSERT INTO favourites (convention, event_id) VALUES (?, ?)")
                for id in favourites {
                    try insert.run([.text(name), .text(id.rawValue)])
                }
            }
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    public func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant] {
        do {
            let statement = try connection.prepare(
                "SELECT announcement_id, version FROM announcement_reads WHERE convention = ?")
            try statement.bind([.text(name)])
            var reads: [Announcement.ID: Instant] = [:]
            while try statement.step() {
                reads[Announcement.ID(statement.text(0))] = Instant(millisecondsSinceEpoch: statement.integer(1))
            }
            return reads
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.prepare("DELETE FROM announcement_reads WHERE convention = ?").run([.text(name)])
                let insert = try connection.prepare(
                    "INSERT INTO announcement_reads (convention, announcement_id, version) VALUES (?, ?, ?)")
                for (id, version) in reads {
                    try insert.run([.text(name), .text(id.rawValue), .integer(version.millisecondsSinceEpoch)])
                }
            }
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    public func loadEventPriorities() throws(StoreError) -> [Event.ID: EventPriority] {
        do {
            let statement = try connection.prepare("SELECT event_id, priority FROM event_priorities WHERE convention = ?")
            try statement.bind([.text(name)])
            var priorities: [Event.ID: EventPriority] = [:]
            while try statement.step() {
                let written = statement.text(1)
                // A priority this version does not know (from a newer Conbook) reads as normal.
                if let priority = EventPriority(rawValue: written) {
                    priorities[Event.ID(statement.text(0))] = priority
                }
            }
            return priorities
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func saveEventPriorities(_ priorities: [Event.ID: EventPriority]) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.prepare("DELETE FROM event_priorities WHERE convention = ?").run([.text(name)])
                let insert = try connection.prepare(
                    "INSERT INTO event_priorities (convention, event_id, priority) VALUES (?, ?, ?)")
                for (id, priority) in priorities where priority != .normal {
                    try insert.run([.text(name), .text(id.rawValue), .text(priority.rawValue)])
                }
            }
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    public func loadHiddenItems() throws(StoreError) -> HiddenItems {
        do {
            let statement = try connection.prepare("SELECT kind, item_id FROM hidden_items WHERE convention = ?")
            try statement.bind([.text(name)])
            var items = HiddenItems.none
            while try statement.step() {
                let id = statement.text(1)
                // A kind this version does not know (from a newer Conbook) is skipped.
                switch statement.text(0) {
                case "event": items.events.insert(Event.ID(id))
                case "room": items.rooms.insert(Room.ID(id))
                case "track": items.tracks.insert(Track.ID(id))
                case "language": items.languages.insert(HiddenItems.languageCode(id))
                default: continue
                }
            }
            return items
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func saveHiddenItems(_ items: HiddenItems) throws(StoreError) {
        let rows =
            items.events.map { ("event", $0.rawValue) } + items.rooms.map { ("room", $0.rawValue) }
            + items.tracks.map { ("track", $0.rawValue) } + items.languages.map { ("language", $0) }
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.prepare("DELETE FROM hidden_items WHERE convention = ?").run([.text(name)])
                let insert = try connection.prepare("INSERT INTO hidden_items (convention, kind, item_id) VALUES (?, ?, ?)")
                for (kind, id) in rows {
                    try insert.run([.text(name), .text(kind), .text(id)])
                }
            }
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    public func loadFriendsLists() throws(StoreError) -> FriendsLists {
        do {
            let statement = try connection.prepare("SELECT friend, event_id FROM friends_lists WHERE convention = ?")
            try statement.bind([.text(name)])
            var lists: [String: Set<Event.ID>] = [:]
            while try statement.step() {
                lists[statement.text(0), default: []].insert(Event.ID(statement.text(1)))
            }
            return FriendsLists(lists)
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func saveFriendsLists(_ lists: FriendsLists) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.prepare("DELETE FROM friends_lists WHERE convention = ?").run([.text(name)])
                let insert = try connection.prepare(
                    "INSERT INTO friends_lists (convention, friend, event_id) VALUES (?, ?, ?)")
                for (friend, events) in lists.lists {
                    for event in events {
                        try insert.run([.text(name), .text(friend), .text(event.rawValue)])
                    }
                }
            }
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    public func loadGivenReminders() throws(StoreError) -> Set<GivenReminder> {
        do {
            let statement = try connection.prepare("SELECT event_id, start FROM given_reminders WHERE convention = ?")
            try statement.bind([.text(name)])
            var given: Set<GivenReminder> = []
            while try statement.step() {
                given.insert(
                    GivenReminder(
                        eventID: Event.ID(statement.text(0)), start: Instant(millisecondsSinceEpoch: statement.integer(1))))
            }
            return given
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func saveGivenReminders(_ reminders: Set<GivenReminder>) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.prepare("DELETE FROM given_reminders WHERE convention = ?").run([.text(name)])
                let insert = try connection.prepare(
                    "INSERT INTO given_reminders (convention, event_id, start) VALUES (?, ?, ?)")
                for reminder in reminders {
                    try insert.run([
                        .text(name), .text(reminder.eventID.rawValue), .integer(reminder.start.millisecondsSinceEpoch),
                    ])
                }
            }
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    /// A convention stored before a kind's search index existed (events before schema version 2)
    /// is indexed once, when it is first opened (that open is slow).
    private func indexForSearchIfMissing() throws(SQLiteFailure) {
        for stored in StoredKinds.all where stored.searchIndexTableNames != nil {
            func index<Entity: SyncedEntity>(_ type: Entity.Type) throws(SQLiteFailure) {
                guard let tables = StoredKinds.kind(Entity.self)?.searchIndex else { return }
                let search = SearchIndex(connection: connection, convention: name, tables: tables)
                guard try search.isMissing() else { return }
                let entities = try reader.entities(EntitySelection<Entity>.all)
                try connection.writeTransaction { () throws(SQLiteFailure) in
                    try search.rebuild(from: entities)
                }
            }
            try index(stored.kind.entityType)
        }
    }

    /// Dealers stored before schema 11 get their A–Z listing key, in their rows and their search
    /// keys (worked out by the
    /// Core's rule, which SQL cannot) once, when their convention is first opened.
    private func listDealersIfMissing() throws(SQLiteFailure) {
        let unlisted = try connection.integer(
            "SELECT 1 FROM dealers WHERE convention = ? AND listing_key IS NULL LIMIT 1", [.text(name)])
        guard unlisted != nil else { return }
        let dealers = try reader.entities(EntitySelection<Dealer>.all)
        try connection.writeTransaction { () throws(SQLiteFailure) in
            let list = try connection.prepare("UPDATE dealers SET listing_key = ? WHERE convention = ? AND id = ?")
            let listHit = try connection.prepare(
                "UPDATE dealer_search_keys SET listing_key = ? WHERE convention = ? AND dealer_id = ?")
            for dealer in dealers {
                let values: [SQLiteValue] = [.text(dealer.listingKey), .text(name), .text(dealer.id.rawValue)]
                try list.run(values)
                try listHit.run(values)
            }
        }
    }

    /// Writes an update inside the open transaction; returns SQLite's count of the convention and
    /// entity rows it changed (not the search index, change marks or removed favourites).
    private func write(_ update: ConventionUpdate) throws(SQLiteFailure) -> Int64 {
        let revision = try connection.integer("SELECT revision FROM conventions WHERE name = ?", [.text(name)])
        let details = try update.details.map { details throws(SQLiteFailure) in
            try json.encode(DetailsRecord(details), what: "the details of \(name)")
        }
        let skipped =
            update.skipped.isEmpty
            ? nil : try json.encode(update.skipped.map(SkippedRecord.init), what: "what syncs left out of \(name)")
        try connection.prepare(
            """
            INSERT INTO conventions (
                name, identifier, last_server_time, details, revision, source_version, last_full_sync, synced_subject,
                synced_roles, skipped)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET identifier = excluded.identifier,
                last_server_time = excluded.last_server_time, details = excluded.details, revision = excluded.revision,
                source_version = excluded.source_version, last_full_sync = excluded.last_full_sync,
                synced_subject = excluded.synced_subject, synced_roles = excluded.synced_roles,
                skipped = excluded.skipped
            """
        ).run([
            .text(name), .text(update.conventionIdentifier.rawValue),
            .integer(update.lastServerTime.millisecondsSinceEpoch), .optionalText(details),
            .integer((revision ?? 0) + 1), .optionalText(update.sourceVersion),
            update.baseline.map { .integer($0.lastFullSync.millisecondsSinceEpoch) } ?? .null,
            .optionalText(update.baseline?.viewer.subject),
            .optionalText(update.baseline.map { TextListColumn.text(of: $0.viewer.roles) }), .optionalText(skipped),
        ])
        let conventionChanges = connection.changes
        let writer = StoredTableWriter(connection: connection, convention: name, json: json, failAfterRows: failAfterRows)
        for kind in update.kinds {
            func write<Entity: SyncedEntity>(_ type: Entity.Type) throws(SQLiteFailure) {
                guard let stored = StoredKinds.kind(Entity.self) else {
                    throw .other("this store has no table for \(kind.name)s", "saving \(name)")
                }
                let entities = update[Entity.self]
                let write = { () throws(SQLiteFailure) in
                    try writer.write(
                        stored.table, upserting: entities.upserted.map { (key: $0.id.rawValue, value: $0) },
                        deleting: entities.removed.map(\.rawValue))
                }
                guard stored.isIndexedInBulk else { return try write() }
                // A new convention's events are all new: index them all at once.
                let touched = revision == nil ? nil : entities.upserted.map(\.id.rawValue) + entities.removed.map(\.rawValue)
                try EventSearchIndex(connection: connection, convention: name).reindexing(touching: touched, write)
            }
            try write(kind.entityType)
        }
        let contentChanges = conventionChanges + writer.rowsChanged
        for kind in update.kinds {
            func index<Entity: SyncedEntity>(_ type: Entity.Type) throws(SQLiteFailure) {
                guard let tables = StoredKinds.kind(Entity.self)?.searchIndex else { return }
                let search = SearchIndex(connection: connection, convention: name, tables: tables)
                let entities = update[Entity.self]
                if revision == nil {
                    try search.rebuild(from: entities.upserted)
                } else {
                    try search.update(entities.upserted.map(\.id) + entities.removed, in: EntityTable(entities.upserted))
                }
            }
            try index(kind.entityType)
        }
        for kind in update.kindsWithNewChangeMarks {
            func write<Entity: ChangeTracked>(_ type: Entity.Type) throws(SQLiteFailure) {
                guard let stored = StoredKinds.changeMarks(Entity.self) else {
                    throw .other("this store has no table for the changes of \(kind.name)s", "saving \(name)")
                }
                let marks = update[changesOf: Entity.self] ?? [:]
                try writer.replaceAll(stored.table, with: marks.map { (key: $0.key.rawValue, value: $0.value) })
            }
            if let tracked = kind.entityType as? any ChangeTracked.Type {
                try write(tracked)
            }
        }
        try writer.replaceAll(
            StoredKinds.removedFavourites,
            with: update.removedFavourites.map { (key: $0.key.rawValue, value: $0.value) })
        return contentChanges
    }
}
