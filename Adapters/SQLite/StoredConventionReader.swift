import ConbookCore

/// Reads one convention's rows (inside a transaction the caller opened): its outline, selections
/// of entities of any kind, or pages of its events.
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
    }

    private var tables: StoredTableReader {
        StoredTableReader(connection: connection, convention: convention, json: json)
    }

    /// Every outline entity, counts and references in use of the other kinds, the change marks and
    /// the removed favourites; nil when the convention is not stored.
    func outline() throws(SQLiteFailure) -> ConventionOutline? {
        guard let row = try conventionRow() else { return nil }
        var removedFavourites: [Event.ID: RemovedFavourite] = [:]
        for (key, value) in try tables.read(StoredKinds.removedFavourites) {
            removedFavourites[Event.ID(key)] = value
        }
        var outline = ConventionOutline(
            conventionIdentifier: row.identifier, lastServerTime: row.lastServerTime, sourceVersion: row.sourceVersion,
            details: row.details, removedFavourites: removedFavourites)
        for stored in StoredKinds.all {
            func add<Entity: SyncedEntity>(_ type: Entity.Type) throws(SQLiteFailure) {
                guard let kind = StoredKinds.kind(Entity.self) else { return }
                if stored.kind.isKeptInOutline {
                    outline.setTable(EntityTable(try tables.read(kind.table).map(\.value)))
                } else {
                    outline.setSummary(try summary(of: kind))
                }
            }
            try add(stored.kind.entityType)
        }
        for stored in StoredKinds.changeMarks {
            func add<Entity: ChangeTracked>(_ type: Entity.Type) throws(SQLiteFailure) {
                guard let marks = StoredKinds.changeMarks(Entity.self) else { return }
                var changes: [Entity.ID: TrackedChange<Entity>] = [:]
                for (key, change) in try tables.read(marks.table) {
                    changes[Entity.ID(key)] = change
                }
                outline[changesOf: Entity.self] = changes
            }
            if let tracked = stored.kind.entityType as? any ChangeTracked.Type {
                try add(tracked)
            }
        }
        return outline
    }

    /// The stored entities of a kind a selection picks; none of a kind this store does not keep.
    func entities<Entity: SyncedEntity>(_ selection: EntitySelection<Entity>) throws(SQLiteFailure) -> [Entity] {
        guard let kind = StoredKinds.kind(Entity.self) else { return [] }
        let table = kind.table
        let statement: SQLiteStatement
        switch selection {
        case .all:
            statement = try connection.prepare(table.selectSQL)
            try statement.bind([.text(convention)])
        case .ids(let ids):
            statement = try connection.prepare(
                "\(table.selectSQL) AND \(table.keyColumn) IN (SELECT value FROM json_each(?))")
            try statement.bind([.text(convention), .jsonArray(ids.map(\.rawValue))])
        case .referring(let target, let ids):
            let columns = kind.columns(referringTo: target)
            guard !columns.isEmpty else { return [] }
            let conditions = columns.map { "\($0) IN (SELECT value FROM json_each(?1))" }.joined(separator: " OR ")
            statement = try connection.prepare(
                "SELECT \(table.keyColumn), entity FROM \(table.name) WHERE convention = ?2 AND (\(conditions))")
            try statement.bind([.jsonArray(Array(ids)), .text(convention)])
        }
        return try tables.values(of: statement, table)
    }

    /// The dealers matching a query: those whose names the full-text index finds for its words (or
    /// every one), checked against the query's rule (which decides the categories).
    func dealers(matching query: DealerQuery) throws(SQLiteFailure) -> [Dealer] {
        let candidates: [Dealer]
        if let words = query.words, !words.isEmpty {
            let hits = try SearchIndex(connection: connection, convention: convention, tables: .dealers)
                .ids(matchingEveryWordPrefix: words)
            candidates = try entities(EntitySelection<Dealer>.ids(Set(hits.map { Dealer.ID($0) })))
        } else {
            candidates = try entities(EntitySelection<Dealer>.all)
        }
        return candidates.filter(query.matches)
    }

    /// The knowledge entries a query finds: those the full-text index finds for its words (or every
    /// one), checked against the Core's rule.
    func knowledgeEntries(matching query: KnowledgeQuery) throws(SQLiteFailure) -> [KnowledgeEntry] {
        guard !query.words.isEmpty else { return try entities(EntitySelection<KnowledgeEntry>.all) }
        let hits = try SearchIndex(connection: connection, convention: convention, tables: .knowledgeEntries)
            .ids(matchingEveryWordPrefix: query.words)
        return try entities(EntitySelection<KnowledgeEntry>.ids(Set(hits.map { KnowledgeEntry.ID($0) })))
            .filter(query.matches)
    }

    /// The events matching a query, in schedule order, limited to a range, with the total count.
    func events(matching query: EventQuery, in range: PageRange) throws(SQLiteFailure) -> EventPage {
        if query.order == .relevance, let words = query.words, !words.isEmpty {
            return try rankedEvents(matching: query, in: range)
        }
        var ids = query.ids.map { Set($0.map(\.rawValue)) }
        var total: Int?
        if let words = query.words, !words.isEmpty {
            let hits = try SearchIndex(connection: connection, convention: convention, tables: .events)
                .ids(matchingEveryWordPrefix: words)
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
        return EventPage(events: try tables.values(of: statement, StoredKinds.events.table), totalCount: count)
    }

    /// A ranked search: every match is read (in schedule order) and ordered by the Core's rule
    /// (`EventQuery.isInOrder`), then the range is cut. Reads all hits, not a page: a broad search
    /// of a large convention costs as many rows as it finds.
    private func rankedEvents(matching query: EventQuery, in range: PageRange) throws(SQLiteFailure) -> EventPage {
        var inScheduleOrder = query
        inScheduleOrder.order = .schedule
        let all = try events(matching: inScheduleOrder, in: .everything).events.sorted(by: query.isInOrder)
        let start = min(range.offset, all.count)
        let end = range.limit.map { min(all.count, start + $0) } ?? all.count
        return EventPage(events: Array(all[start..<end]), totalCount: all.count)
    }

    /// How many entities of a kind the convention has, and the distinct values of each reference column.
    private func summary<Entity: SyncedEntity>(of kind: StoredKind<Entity>) throws(SQLiteFailure) -> QueriedKindSummary {
        let count = try connection.integer(
            "SELECT count(*) FROM \(kind.table.name) WHERE convention = ?", [.text(convention)]) ?? 0
        var referenced: [AnyEntityKind: Set<String>] = [:]
        for (target, column) in kind.referenceColumns {
            referenced[target, default: []].formUnion(try distinctValues(of: column, in: kind.table.name))
        }
        return QueriedKindSummary(kind: kind.kind, count: Int(count), referencedIDs: referenced)
    }

    private func conventionRow() throws(SQLiteFailure) -> ConventionRow? {
        let row = try connection.prepare(
            "SELECT identifier, last_server_time, details, source_version FROM conventions WHERE name = ?")
        try row.bind([.text(convention)])
        guard try row.step() else { return nil }
        var details: ConventionDetails?
        if !row.isNull(2) {
            var bytes: [UInt8] = []
            row.appendBytes(2, to: &bytes)
            details = try json.decode(DetailsRecord.self, from: bytes, what: "the details of \(convention)").value()
        }
        return ConventionRow(
            identifier: ConventionIdentifier(row.text(0)), lastServerTime: Instant(millisecondsSinceEpoch: row.integer(1)),
            details: details, sourceVersion: row.isNull(3) ? nil : row.text(3))
    }

    /// The distinct values of an indexed column of the convention's rows in a table, one index
    /// probe per value (a skip scan), not one row per entity.
    private func distinctValues(of column: String, in table: String) throws(SQLiteFailure) -> [String] {
        try connection.texts(
            """
            WITH RECURSIVE found(value) AS (
                SELECT min(\(column)) FROM \(table) WHERE convention = ?1
                UNION ALL
                SELECT (SELECT min(\(column)) FROM \(table) WHERE convention = ?1 AND \(column) > found.value)
                FROM found WHERE found.value IS NOT NULL
            )
            SELECT value FROM found WHERE value IS NOT NULL
            """,
            [.text(convention)])
    }
}
