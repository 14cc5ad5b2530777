public import ConbookCore

/// Keeps one convention and its favourites in a `ConbookDatabase`, under the name the caller
/// gives (several conventions share one file). Get one from `ConbookDatabase.store(for:)`.
///
/// - `saveConvention` is one transaction (`BEGIN IMMEDIATE` … `COMMIT`): on any failure it rolls
///   back, throws `StoreError.writeFailed`, and the file holds what it held before. Readers (other
///   connections, other processes) see the old convention or the new one, never a mix (WAL).
/// - Saves are deltas: the store keeps the last convention it loaded or saved, and writes only the
///   rows that were inserted, changed or removed since (entities compared by identifier). When it
///   has nothing cached, or another connection saved this convention since (the `revision` column
///   differs), it rewrites the convention's rows in full.
/// - Favourites and read announcements live in tables of their own keyed by identifier: they
///   outlive their entities, full re-syncs, and saves of the convention.
///
/// - It reads in parts (`ConventionQueryStore`): the outline without decoding any event, and pages
///   of events in schedule order straight from indexes, so opening a large convention is quick.
///
/// Not thread-safe: use it from one thread at a time (the Core calls it on the main actor). It
/// shares its database's connection and keeps it open while it exists.
public final class SQLiteConventionStore: ConventionQueryStore {
    /// The name this store keeps its convention under.
    public let name: String
    /// The database file's path.
    public let path: String

    /// Content rows inserted, updated or deleted by the last successful `saveConvention` (SQLite's
    /// count, the search index's own bookkeeping left out), which shows how small a delta was.
    public private(set) var lastSaveChangeCount = 0
    private var contentChangesBeforeSearch: Int64 = 0

    /// For tests: when set, `saveConvention` fails after writing this many content rows, inside
    /// its transaction, which shows that a failed save changes nothing. Nil in normal use.
    public var failAfterRows: Int?

    private let connection: SQLiteConnection
    private let json = EntityJSON()
    private var cached: (revision: Int64, convention: StoredConvention)?
    private var reader: StoredConventionReader {
        StoredConventionReader(connection: connection, convention: name, json: json)
    }

    init(connection: SQLiteConnection, name: String) {
        self.connection = connection
        self.name = name
        self.path = connection.path
    }

    private var location: String { "\(path) (convention \"\(name)\")" }

    public func loadConvention() throws(StoreError) -> StoredConvention? {
        do {
            let loaded = try connection.readTransaction { () throws(SQLiteFailure) -> (Int64, StoredConvention)? in
                try reader.wholeConvention()
            }
            cached = loaded.map { (revision: $0.0, convention: $0.1) }
            if let convention = loaded?.1 {
                try indexForSearchIfMissing(convention.content.events)
            }
            return loaded?.1
        } catch {
            cached = nil
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func loadOutline() throws(StoreError) -> ConventionOutline? {
        do throws(SQLiteFailure) {
            let outline = try connection.readTransaction { () throws(SQLiteFailure) -> ConventionOutline? in
                guard let outline = try reader.outline() else { return nil }
                let search = EventSearchTable(connection: connection, convention: name)
                return try search.isMissing() ? nil : outline
            }
            if let outline { return outline }
            return try fallbackOutlineIndexingForSearch()
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func events(matching query: EventQuery, in range: PageRange) throws(StoreError) -> EventPage {
        do {
            return try connection.readTransaction { () throws(SQLiteFailure) -> EventPage in
                try reader.events(matching: query, in: range)
            }
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func saveConvention(_ convention: StoredConvention) throws(StoreError) {
        try saveConvention(convention, delta: .everything)
    }

    /// Saves in one transaction; when what was last loaded or saved is still what the file holds,
    /// only the touched rows of `delta` are looked at and written.
    public func saveConvention(_ convention: StoredConvention, delta: ConventionDelta) throws(StoreError) {
        let changesBefore = connection.totalChanges
        do {
            let revision = try connection.writeTransaction { () throws(SQLiteFailure) -> Int64 in
                try writeConvention(convention, delta: delta)
            }
            cached = (revision, convention)
            lastSaveChangeCount = Int(contentChangesBeforeSearch - changesBefore)
        } catch {
            cached = nil
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    /// Applies a sync's changes in one transaction, writing only the rows it names (and their
    /// search index entries); the marks and removed favourites it carries replace the stored ones.
    public func apply(_ update: ConventionUpdate) throws(StoreError) {
        let changesBefore = connection.totalChanges
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try writeUpdate(update)
            }
            cached = nil
            lastSaveChangeCount = Int(contentChangesBeforeSearch - changesBefore)
        } catch {
            cached = nil
            throw .writeFailed(location: location, reason: error.description)
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

    /// A convention stored before the search index existed (schema version 1) is indexed on first load.
    private func indexForSearchIfMissing(_ events: EntityTable<Event>) throws(SQLiteFailure) {
        let search = EventSearchTable(connection: connection, convention: name)
        guard try search.isMissing() else { return }
        try connection.writeTransaction { () throws(SQLiteFailure) in
            try search.rebuild(from: events)
        }
    }

    /// When nothing is stored, nil; when a convention from before the search index has none yet,
    /// it is loaded whole once to build it (that first open is slow), then outlined.
    private func fallbackOutlineIndexingForSearch() throws(SQLiteFailure) -> ConventionOutline? {
        let exists = try connection.integer("SELECT 1 FROM conventions WHERE name = ?", [.text(name)]) != nil
        guard exists else { return nil }
        do {
            _ = try loadConvention()
        } catch {
            throw .other(error.description, "indexing \(name) for search")
        }
        return try connection.readTransaction { () throws(SQLiteFailure) -> ConventionOutline? in try reader.outline() }
    }

    /// Writes inside the open transaction; returns the new revision.
    private func writeConvention(_ convention: StoredConvention, delta: ConventionDelta) throws(SQLiteFailure) -> Int64 {
        let storedRevision = try connection.integer("SELECT revision FROM conventions WHERE name = ?", [.text(name)])
        let previous = cached.flatMap { $0.revision == storedRevision ? $0.convention : nil }
        let revision = (storedRevision ?? 0) + 1
        let details = try convention.content.details.map { details throws(SQLiteFailure) in
            try json.encode(details, what: "the details of \(name)")
        }
        try connection.prepare(
            """
            INSERT INTO conventions (name, identifier, last_server_time, details, revision, source_version)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET identifier = excluded.identifier,
                last_server_time = excluded.last_server_time, details = excluded.details, revision = excluded.revision,
                source_version = excluded.source_version
            """
        ).run([
            .text(name), .text(convention.conventionIdentifier.rawValue),
            .integer(convention.lastServerTime.millisecondsSinceEpoch), .optionalText(details), .integer(revision),
            .optionalText(convention.sourceVersion),
        ])
        let writer = StoredTableWriter(connection: connection, convention: name, json: json, failAfterRows: failAfterRows)
        let content = convention.content
        let old = previous?.content
        try write(StoredTables.days, content.days, old?.days, delta.days, with: writer)
        try write(StoredTables.rooms, content.rooms, old?.rooms, delta.rooms, with: writer)
        try write(StoredTables.tracks, content.tracks, old?.tracks, delta.tracks, with: writer)
        try write(StoredTables.events, content.events, old?.events, delta.events, with: writer)
        contentChangesBeforeSearch = connection.totalChanges
        let search = EventSearchTable(connection: connection, convention: name)
        if let old {
            if case .only(let ids) = delta.events {
                try search.update(ids, in: content.events)
            } else {
                try search.update(changedEventIDs(from: old.events, to: content.events), in: content.events)
            }
        } else {
            try search.rebuild(from: content.events)
        }
        try write(StoredTables.announcements, content.announcements, old?.announcements, delta.announcements, with: writer)
        try write(StoredTables.images, content.images, old?.images, delta.images, with: writer)
        if let previous, case .only(let ids) = delta.eventChanges {
            try writer.write(
                StoredTables.eventChanges, touching: ids.lazy.map(\.rawValue),
                current: { convention.eventChanges[Event.ID($0)] }, previous: { previous.eventChanges[Event.ID($0)] })
        } else {
            try writer.write(
                StoredTables.eventChanges, current: keyed(convention.eventChanges),
                previous: previous.map { keyed($0.eventChanges) })
        }
        try writer.write(
            StoredTables.removedFavourites, current: keyed(convention.removedFavourites),
            previous: previous.map { keyed($0.removedFavourites) })
        return revision
    }

    /// Writes an update inside the open transaction.
    private func writeUpdate(_ update: ConventionUpdate) throws(SQLiteFailure) {
        guard let revision = try connection.integer("SELECT revision FROM conventions WHERE name = ?", [.text(name)]) else {
            throw .other("nothing is stored to apply it to", "applying a sync to \(name)")
        }
        let details = try update.details.map { details throws(SQLiteFailure) in
            try json.encode(details, what: "the details of \(name)")
        }
        try connection.prepare(
            """
            UPDATE conventions SET identifier = ?, last_server_time = ?, details = ?, revision = ?, source_version = ?
            WHERE name = ?
            """
        ).run([
            .text(update.conventionIdentifier.rawValue), .integer(update.lastServerTime.millisecondsSinceEpoch),
            .optionalText(details), .integer(revision + 1), .optionalText(update.sourceVersion), .text(name),
        ])
        let writer = StoredTableWriter(connection: connection, convention: name, json: json, failAfterRows: failAfterRows)
        try write(StoredTables.days, update.days, with: writer)
        try write(StoredTables.rooms, update.rooms, with: writer)
        try write(StoredTables.tracks, update.tracks, with: writer)
        try write(StoredTables.events, update.events, with: writer)
        contentChangesBeforeSearch = connection.totalChanges
        try EventSearchTable(connection: connection, convention: name).update(
            update.events.upserted.map(\.id) + update.events.removed, in: EntityTable(update.events.upserted))
        try write(StoredTables.announcements, update.announcements, with: writer)
        try write(StoredTables.images, update.images, with: writer)
        if let marks = update.eventChanges {
            try writer.write(StoredTables.eventChanges, current: keyed(marks), previous: nil)
        }
        try writer.write(StoredTables.removedFavourites, current: keyed(update.removedFavourites), previous: nil)
    }

    private func write<Entity>(
        _ table: StoredTable<Entity>, _ update: EntityUpdate<Entity>, with writer: StoredTableWriter
    ) throws(SQLiteFailure) where Entity.ID == Identifier<Entity> {
        try writer.write(
            table, upserting: update.upserted.map { (key: $0.id.rawValue, value: $0) },
            deleting: update.removed.map(\.rawValue))
    }

    /// Writes one table: only the touched rows when the previous content is known and the delta
    /// names them, else by comparing (or rewriting) every row.
    private func write<Entity>(
        _ table: StoredTable<Entity>, _ current: EntityTable<Entity>, _ previous: EntityTable<Entity>?,
        _ touched: TouchedEntities<Entity>, with writer: StoredTableWriter
    ) throws(SQLiteFailure) where Entity.ID == Identifier<Entity> {
        if let previous, case .only(let ids) = touched {
            try writer.write(
                table, touching: ids.lazy.map(\.rawValue), current: { current[Identifier($0)] },
                previous: { previous[Identifier($0)] })
        } else {
            try writer.write(table, current: keyed(current), previous: previous.map(keyed))
        }
    }

    /// Events added, changed or removed between two versions (the fallback when no delta is known).
    private func changedEventIDs(from old: EntityTable<Event>, to new: EntityTable<Event>) -> [Event.ID] {
        new.all.compactMap { old[$0.id] == $0 ? nil : $0.id } + old.all.compactMap { new.contains($0.id) ? nil : $0.id }
    }

    private func keyed<Entity>(_ table: EntityTable<Entity>) -> [String: Entity] where Entity.ID == Identifier<Entity> {
        var rows: [String: Entity] = [:]
        rows.reserveCapacity(table.count)
        for entity in table.all {
            rows[entity.id.rawValue] = entity
        }
        return rows
    }

    private func keyed<Value>(_ values: [Event.ID: Value]) -> [String: Value] {
        var rows: [String: Value] = [:]
        for (id, value) in values {
            rows[id.rawValue] = value
        }
        return rows
    }
}
