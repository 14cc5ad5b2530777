import ConbookCore

/// Reads one convention's rows (inside a transaction the caller opened): all of it, its outline,
/// or pages of its events.
struct StoredConventionReader {
    let connection: SQLiteConnection
    let convention: String
    let json: EntityJSON

    /// Up to this many identifiers are looked up one by one; more are checked while walking an
    /// index in schedule order.
    static let idsLookedUpOneByOne = 200

    /// The `conventions` row of a convention.
    private struct ConventionRow {
        var identifier: ConventionIdentifier
        var lastServerTime: Instant
        var details: ConventionDetails?
        var sourceVersion: String?
        var revision: Int64
    }

    /// The whole convention with the revision it was read at; nil when it is not stored.
    func wholeConvention() throws(SQLiteFailure) -> (Int64, StoredConvention)? {
        guard let row = try conventionRow() else { return nil }
        let tables = StoredTableReader(connection: connection, convention: convention, json: json)
        var content = ConventionContent(
            days: try tables.read(StoredTables.days).map(\.value),
            rooms: try tables.read(StoredTables.rooms).map(\.value),
            tracks: try tables.read(StoredTables.tracks).map(\.value),
            events: try tables.read(StoredTables.events).map(\.value),
            announcements: try tables.read(StoredTables.announcements).map(\.value),
            images: try tables.read(StoredTables.images).map(\.value))
        content.details = row.details
        let stored = StoredConvention(
            conventionIdentifier: row.identifier, lastServerTime: row.lastServerTime, content: content,
            eventChanges: try keyedByEvent(StoredTables.eventChanges, tables),
            removedFavourites: try keyedByEvent(StoredTables.removedFavourites, tables), sourceVersion: row.sourceVersion)
        return (row.revision, stored)
    }

    /// Everything but the events; nil when the convention is not stored.
    func outline() throws(SQLiteFailure) -> ConventionOutline? {
        guard let row = try conventionRow() else { return nil }
        let tables = StoredTableReader(connection: connection, convention: convention, json: json)
        let count = try connection.integer("SELECT count(*) FROM events WHERE convention = ?", [.text(convention)]) ?? 0
        return ConventionOutline(
            conventionIdentifier: row.identifier, lastServerTime: row.lastServerTime, sourceVersion: row.sourceVersion,
            details: row.details, days: EntityTable(try tables.read(StoredTables.days).map(\.value)),
            rooms: EntityTable(try tables.read(StoredTables.rooms).map(\.value)),
            tracks: EntityTable(try tables.read(StoredTables.tracks).map(\.value)),
            announcements: EntityTable(try tables.read(StoredTables.announcements).map(\.value)),
            images: EntityTable(try tables.read(StoredTables.images).map(\.value)),
            eventChanges: try keyedByEvent(StoredTables.eventChanges, tables),
            removedFavourites: try keyedByEvent(StoredTables.removedFavourites, tables),
            trackIDsInUse: Set(try distinctValues(of: "track_id").map { Track.ID($0) }),
            roomIDsInUse: Set(try distinctValues(of: "room_id").map { Room.ID($0) }), eventCount: Int(count))
    }

    /// The events matching a query, in schedule order, limited to a range, with the total count.
    func events(matching query: EventQuery, in range: PageRange) throws(SQLiteFailure) -> EventPage {
        var ids = query.ids.map { Set($0.map(\.rawValue)) }
        var total: Int?
        if let words = query.words, !words.isEmpty {
            let hits = try EventSearchTable(connection: connection, convention: convention)
                .eventIDs(matchingEveryWordPrefix: words)
            ids = ids.map { $0.intersection(hits) } ?? Set(hits)
            var others = query
            others.words = nil
            if others == EventQuery() { total = hits.count }  // hits are events: they need no counting
        }
        let sql = EventQuerySQL(
            query, convention: convention, ids: ids.map { Array($0) },
            scanInOrder: (ids?.count ?? 0) > Self.idsLookedUpOneByOne)
        var count = total ?? 0
        if total == nil {
            count = Int(try connection.integer("SELECT count(*) FROM events WHERE \(sql.condition)", sql.values) ?? 0)
        }
        guard range.limit != 0, count > range.offset else { return EventPage(events: [], totalCount: count) }
        // The page's ids come from an index alone (no event row is read while skipping or
        // filtering); only the page's rows are then read, by key.
        let statement = try connection.prepare(
            """
            SELECT event.id, event.entity FROM (
                SELECT id FROM events WHERE \(sql.condition) ORDER BY \(EventQuerySQL.scheduleOrder) LIMIT ? OFFSET ?
            ) AS page CROSS JOIN events AS event ON event.convention = ? AND event.id = page.id
            ORDER BY \(EventQuerySQL.scheduleOrder(of: "event"))
            """)
        try statement.bind(
            sql.values + [.integer(range.limit.map(Int64.init) ?? -1), .integer(Int64(range.offset)), .text(convention)])
        let events = try StoredTableReader(connection: connection, convention: convention, json: json)
            .decodeRows(of: statement, as: Event.self, what: "the events of \(convention)")
        return EventPage(events: events, totalCount: count)
    }

    private func conventionRow() throws(SQLiteFailure) -> ConventionRow? {
        let row = try connection.prepare(
            "SELECT identifier, last_server_time, details, source_version, revision FROM conventions WHERE name = ?")
        try row.bind([.text(convention)])
        guard try row.step() else { return nil }
        var details: ConventionDetails?
        if !row.isNull(2) {
            var bytes: [UInt8] = []
            row.appendBytes(2, to: &bytes)
            details = try json.decode(ConventionDetails.self, from: bytes, what: "the details of \(convention)")
        }
        return ConventionRow(
            identifier: ConventionIdentifier(row.text(0)), lastServerTime: Instant(millisecondsSinceEpoch: row.integer(1)),
            details: details, sourceVersion: row.isNull(3) ? nil : row.text(3), revision: row.integer(4))
    }

    /// A table keyed by event identifier, as a dictionary.
    private func keyedByEvent<Value: Sendable>(_ table: StoredTable<Value>, _ tables: StoredTableReader)
        throws(SQLiteFailure) -> [Event.ID: Value]
    {
        var values: [Event.ID: Value] = [:]
        for (key, value) in try tables.read(table) {
            values[Event.ID(key)] = value
        }
        return values
    }

    /// The distinct values of an indexed column of the convention's events, one index probe per
    /// value (a skip scan), not one row per event.
    private func distinctValues(of column: String) throws(SQLiteFailure) -> [String] {
        try connection.texts(
            """
            WITH RECURSIVE found(value) AS (
                SELECT min(\(column)) FROM events WHERE convention = ?1
                UNION ALL
                SELECT (SELECT min(\(column)) FROM events WHERE convention = ?1 AND \(column) > found.value)
                FROM found WHERE found.value IS NOT NULL
            )
            SELECT value FROM found WHERE value IS NOT NULL
            """,
            [.text(convention)])
    }
}
