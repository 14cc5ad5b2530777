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
        var baseline: SyncBaseline?
        var skipped: [SkippedEntity]
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
            details: row.details, removedFavourites: removedFavourites, baseline: row.baseline, skipped: row.skipped)
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
            if Entity.self == Event.self, case .columns(let read) = table.form {
                return try SideBySideEventReader(connection: connection, convention: convention).events(reading: read)
            }
            statement = try connection.prepare(table.selectSQL)
            try statement.bind([.text(convention)])
        case .ids(let ids):
            statement = try connection.prepare(
                "\(table.selectSQL) AND \(table.membership(of: table.keyColumn))")
            try statement.bind([.text(convention), .jsonArray(ids.map(\.rawValue))])
        case .referring(let target, let ids):
            let columns = kind.columns(referringTo: target)
            guard !columns.isEmpty else { return [] }
            let conditions = columns.map { table.membership(of: $0, in: "?1") }.joined(separator: " OR ")
            statement = try connection.prepare(
                "SELECT \(table.selection(of: table.name)) FROM \(table.name) WHERE convention = ?2 AND (\(conditions))")
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

    /// A page of the dealers matching a query, A–Z by their `listing_key`, with the letters of the
    /// whole listing. The page and the letters are found on the narrow indexes alone
    /// (`dealers_by_listing` in listing order, `dealer_search_keys_listed` for the full-text index's
    /// hits, both carrying the categories); only the page's rows are read and decoded. Without
    /// conditions, the letters are found one index probe each and counted by key range; with
    /// them, every match's key is read once and the letters counted from the keys. The
    /// Core's rule (`ConventionContent.dealerPage(matching:in:)`) decides; the store contract checks
    /// that this agrees.
    func dealerPage(matching query: DealerQuery, in range: PageRange) throws(SQLiteFailure) -> DealerPage {
        var listed = "dealers AS listed INDEXED BY dealers_by_listing WHERE listed.convention = ?"
        var values: [SQLiteValue] = [.text(convention)]
        let words = query.words ?? []
        if !words.isEmpty {
            // The hits' keys carry what the listing needs (`SearchIndexTables.dealers`).
            listed = """
                dealer_search CROSS JOIN dealer_search_keys AS listed INDEXED BY dealer_search_keys_listed
                    ON listed.search_rowid = dealer_search.rowid
                WHERE dealer_search MATCH ? AND listed.convention = ?
                """
            values = [.text(FullTextMatch.everyWordPrefix(words)), .text(convention)]
        }
        if let categories = query.categories {
            listed += """
                 AND EXISTS (SELECT 1 FROM json_each(listed.categories) AS category
                    WHERE category.value IN (SELECT value FROM json_each(?)))
                """
            values.append(.jsonArray(categories.sorted()))
        }
        guard words.isEmpty, query.categories == nil else {
            return try dealerPage(listed: listed, values, key: words.isEmpty ? "listed.id" : "listed.dealer_id", in: range)
        }
        let table = StoredKinds.dealers.table
        let page = try connection.prepare(
            """
            SELECT \(table.selection(of: "dealer")) FROM (
                SELECT listed.id AS id FROM \(listed) ORDER BY listed.listing_key LIMIT ? OFFSET ?
            ) AS page CROSS JOIN dealers AS dealer ON dealer.convention = ? AND dealer.id = page.id
            ORDER BY dealer.listing_key
            """)
        try page.bind(values + [.integer(range.limit.map(Int64.init) ?? -1), .int(range.offset), .text(convention)])
        return DealerPage(dealers: try tables.values(of: page, table), letters: try everyLetterCount())
    }

    /// A page of the dealers a search or the categories leave: their identifiers (column `key` of
    /// `listed`) and listing keys read once, in listing order, from a narrow index; the letters counted and the page
    /// cut from them; then the page's rows read by identifier.
    private func dealerPage(
        listed: String, _ values: [SQLiteValue], key: String, in range: PageRange
    )
        throws(SQLiteFailure) -> DealerPage
    {
        let found = try connection.prepare("SELECT \(key), listed.listing_key FROM \(listed) ORDER BY listed.listing_key")
        try found.bind(values)
        var ids: [String] = []
        var letters: [DealerLetter] = []
        while try found.step() {
            ids.append(found.text(0))
            let letter = Dealer.listingLetter(ofListingKey: found.text(1))
            if letters.last?.letter == letter {
                letters[letters.count - 1].count += 1
            } else {
                letters.append(DealerLetter(letter: letter, count: 1))
            }
        }
        let start = min(range.offset, ids.count)
        let pageIDs = Array(ids[start..<(range.limit.map { min(ids.count, start + $0) } ?? ids.count)])
        guard !pageIDs.isEmpty else { return DealerPage(dealers: [], letters: letters) }
        let table = StoredKinds.dealers.table
        // Each identifier looked up in turn, in the page's order (a sort by `listing_key` could lead
        // SQLite to walk every dealer's row in that order instead).
        let page = try connection.prepare(
            """
            SELECT \(table.selection(of: "dealer")) FROM json_each(?) AS page
            CROSS JOIN dealers AS dealer ON dealer.convention = ? AND dealer.id = page.value
            ORDER BY page.key
            """)
        try page.bind([.jsonArray(pageIDs), .text(convention)])
        return DealerPage(dealers: try tables.values(of: page, table), letters: letters)
    }

    /// Every letter of the convention's dealers with its count: each letter found by one probe of
    /// `dealers_by_listing` past the one before (a listing key begins with `0` or `1`, the letter
    /// and U+0001), and counted over its range of keys.
    private func everyLetterCount() throws(SQLiteFailure) -> [DealerLetter] {
        try letterCounts(
            """
            WITH RECURSIVE letter(prefix) AS (
                SELECT (SELECT substr(listing_key, 1, instr(listing_key, char(1)) - 1) FROM dealers
                    WHERE convention = ?1 ORDER BY listing_key LIMIT 1)
                UNION ALL
                SELECT (SELECT substr(listing_key, 1, instr(listing_key, char(1)) - 1) FROM dealers
                    WHERE convention = ?1 AND listing_key >= letter.prefix || char(2) ORDER BY listing_key LIMIT 1)
                FROM letter WHERE letter.prefix IS NOT NULL
            )
            SELECT substr(prefix, 2), (
                SELECT count(*) FROM dealers
                WHERE convention = ?1 AND listing_key > prefix || char(1) AND listing_key < prefix || char(2))
            FROM letter WHERE prefix IS NOT NULL
            """, [.text(convention)])
    }

    private func letterCounts(_ sql: String, _ values: [SQLiteValue]) throws(SQLiteFailure) -> [DealerLetter] {
        let counts = try connection.prepare(sql)
        try counts.bind(values)
        var letters: [DealerLetter] = []
        while try counts.step() {
            letters.append(DealerLetter(letter: counts.text(0), count: Int(counts.integer(1))))
        }
        return letters
    }

    /// Every category of the convention's dealers, from the `categories` column (no dealer
    /// decoded), sorted as the Core sorts them.
    func dealerCategories() throws(SQLiteFailure) -> [String] {
        Set(
            try connection.texts(
                """
                SELECT DISTINCT category.value FROM dealers, json_each(dealers.categories) AS category
                WHERE dealers.convention = ?
                """,
                [.text(convention)])
        ).sorted()
    }

    /// Every name among the events' hosts with the events naming it, from the `id` and `hosts`
    /// columns alone (no event is decoded); the rule is `ConventionContent.eventHosts()`.
    func eventHosts() throws(SQLiteFailure) -> [EventHost] {
        var events: [String: [Event.ID]] = [:]
        let rows = try connection.prepare("SELECT id, hosts FROM events WHERE convention = ?")
        try rows.bind([.text(convention)])
        while try rows.step() {
            let hosts = rows.text(1)
            guard !hosts.isEmpty else { continue }
            let id = Event.ID(try CompactIdentifier.identifier(in: rows, at: 0))
            for name in Set(try TextListColumn.texts(from: hosts, in: "events.hosts")) where !name.isEmpty {
                events[name, default: []].append(id)
            }
        }
        return events.map { EventHost(name: $0.key, eventIDs: $0.value) }
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

    /// The events matching a query, in its order, limited to a range, counted as far as
    /// `EventPage.reportedCount` asks. Only the page's rows are read: the page is found on indexes
    /// (schedule order, the full-text index by field for ranking), never by reading or sorting
    /// every match.
    func events(matching query: EventQuery, in range: PageRange) throws(SQLiteFailure) -> EventPage {
        let words = query.words.flatMap { $0.isEmpty ? nil : $0 }
        if let words, try RankedSearchByHits.applies(to: query, on: connection) {
            return try RankedSearchByHits(connection: connection, convention: convention, tables: tables).page(words, in: range)
        }
        let counted = EventPage.reportedCount(
            of: try count(query, words, rank: EventSearch.worstRank, exactly: false, upTo: EventPage.countLimit(for: range)),
            in: range)
        var events: [Event] = []
        if range.limit == 0 || (counted.isComplete && counted.count <= range.offset) {
            events = []
        } else if let words, query.order == .relevance {
            events = try rankedPage(query, words, in: range)
        } else {
            let scanInOrder = try isBroad(query, words, rank: EventSearch.worstRank)
            events = try page(
                conditions(query, words, rank: EventSearch.worstRank, exactly: false, scanInOrder: scanInOrder),
                offset: range.offset, limit: range.limit)
        }
        return EventPage(events: events, totalCount: counted.count, isCountComplete: counted.isComplete)
    }

    /// The query's conditions as SQL, with its words found at relevance `rank` or better (or, with
    /// `exactly`, at that relevance only).
    private func conditions(
        _ query: EventQuery, _ words: [String]?, rank: Int, exactly: Bool, scanInOrder: Bool
    )
        -> EventQuerySQL
    {
        let base = EventQuerySQL(query, convention: convention, scanInOrder: scanInOrder)
        guard let words else { return base }
        let (condition, values) = EventSearch.condition(words, rank: rank, exactly: exactly, scanInOrder: scanInOrder)
        return base.requiring(condition, values)
    }

    /// Whether a page is best found by walking an index in schedule order (many candidates: the
    /// page is found early) rather than by looking the candidates up and sorting them (few).
    private func isBroad(_ query: EventQuery, _ words: [String]?, rank: Int) throws(SQLiteFailure) -> Bool {
        guard let words else { return (query.ids?.count ?? 0) > Self.idsLookedUpOneByOne }
        return try EventSearch(connection: connection).isBroad(words, rank: rank)
    }

    /// The events a ranked search shows in a range: each relevance in turn (`EventSearch.fields`),
    /// best first, each in schedule order, as `EventQuery.isInOrder` orders them. Pages past the
    /// first count the ranks they skip whole.
    private func rankedPage(_ query: EventQuery, _ words: [String], in range: PageRange) throws(SQLiteFailure) -> [Event] {
        var skipped = range.offset
        var wanted = range.limit
        var events: [Event] = []
        for rank in 0...EventSearch.worstRank where wanted != 0 {
            let scanInOrder = try isBroad(query, words, rank: rank)
            let ranked = conditions(query, words, rank: rank, exactly: true, scanInOrder: scanInOrder)
            let found = try page(ranked, offset: skipped, limit: wanted)
            if found.isEmpty, skipped > 0 {
                let inRank = try count(query, words, rank: rank, exactly: true, upTo: nil)
                skipped = max(0, skipped - inRank)
                continue
            }
            skipped = 0
            events += found
            wanted = wanted.map { $0 - found.count }
        }
        return events
    }

    /// How many events match a query (its words found at relevance `rank` or better, or with
    /// `exactly` at that relevance only), counting at most one past `limit` (all when nil). With
    /// words, the count is driven by the index's hits, each event looked up by rowid, and stops
    /// at the limit.
    private func count(
        _ query: EventQuery, _ words: [String]?, rank: Int, exactly: Bool, upTo limit: Int?
    )
        throws(SQLiteFailure) -> Int
    {
        let base = EventQuerySQL(query, convention: convention, scanInOrder: false)
        var sql = "SELECT 1 FROM \(base.rows) WHERE \(base.condition)"
        var values = base.rowValues + base.values
        if let words {
            // The query's columns are the events' (none of them is named like a field of the index).
            sql = """
                SELECT 1 FROM event_search CROSS JOIN events ON events.row_id = event_search.rowid
                WHERE event_search MATCH ? AND \(base.condition)
                """
            values = [.text(EventSearch.match(words, rank: rank))] + base.values
            if exactly, let better = EventSearch.notBetter(words, than: rank, column: "events.row_id") {
                sql += " AND \(better.0)"
                values += better.1
            }
        }
        return Int(
            try connection.integer(
                "SELECT count(*) FROM (\(sql) LIMIT ?)", values + [.integer(limit.map { Int64($0) + 1 } ?? -1)]) ?? 0)
    }

    /// The events meeting the conditions in schedule order, from an offset. The page's rows are
    /// found on an index alone (no event row is read while skipping or filtering by day, time or
    /// words; a few identifiers are looked up on the key and only their rows checked); only the
    /// page's rows are then read, by rowid.
    private func page(_ sql: EventQuerySQL, offset: Int, limit: Int?) throws(SQLiteFailure) -> [Event] {
        let table = StoredKinds.events.table
        let order = EventQuerySQL.scheduleOrder(
            keysMixForms: try CompactIdentifier.eventKeysMixForms(of: convention, on: connection))
        let statement = try connection.prepare(
            """
            SELECT \(table.selection(of: "event")) FROM (
                SELECT row_id FROM \(sql.rows) WHERE \(sql.condition) ORDER BY \(order) LIMIT ? OFFSET ?
            ) AS page CROSS JOIN events AS event ON event.row_id = page.row_id
            ORDER BY \(EventQuerySQL.scheduleOrder(of: "event"))
            """)
        try statement.bind(sql.rowValues + sql.values + [.integer(limit.map(Int64.init) ?? -1), .int(offset)])
        return try tables.values(of: statement, table)
    }

    /// How many entities of a kind the convention has, and the distinct values of each reference column.
    private func summary<Entity: SyncedEntity>(of kind: StoredKind<Entity>) throws(SQLiteFailure) -> QueriedKindSummary {
        let count =
            try connection.integer(
                "SELECT count(*) FROM \(kind.table.name) WHERE convention = ?", [.text(convention)]) ?? 0
        var referenced: [AnyEntityKind: Set<String>] = [:]
        for (target, column) in kind.referenceColumns {
            referenced[target, default: []].formUnion(try distinctValues(of: column, in: kind.table.name))
        }
        return QueriedKindSummary(kind: kind.kind, count: Int(count), referencedIDs: referenced)
    }

    private func conventionRow() throws(SQLiteFailure) -> ConventionRow? {
        let row = try connection.prepare(
            """
            SELECT identifier, last_server_time, details, source_version, last_full_sync, synced_subject, synced_roles,
                skipped
            FROM conventions WHERE name = ?
            """)
        try row.bind([.text(convention)])
        guard try row.step() else { return nil }
        var details: ConventionDetails?
        if !row.isNull(2) {
            var bytes: [UInt8] = []
            row.appendBytes(2, to: &bytes)
            details = try json.decode(DetailsRecord.self, from: bytes, what: "the details of \(convention)").value()
        }
        var baseline: SyncBaseline?
        if !row.isNull(4) {
            let roles = row.isNull(6) ? [] : try TextListColumn.texts(from: row.text(6), in: "the roles of \(convention)'s sync")
            baseline = SyncBaseline(
                viewer: SyncViewer(subject: row.isNull(5) ? nil : row.text(5), roles: roles),
                lastFullSync: Instant(millisecondsSinceEpoch: row.integer(4)))
        }
        var skipped: [SkippedEntity] = []
        if !row.isNull(7) {
            var bytes: [UInt8] = []
            row.appendBytes(7, to: &bytes)
            skipped = try json.decode([SkippedRecord].self, from: bytes, what: "what syncs left out of \(convention)").map {
                (record) throws(SQLiteFailure) in try record.value()
            }
        }
        return ConventionRow(
            identifier: ConventionIdentifier(row.text(0)), lastServerTime: Instant(millisecondsSinceEpoch: row.integer(1)),
            details: details, sourceVersion: row.isNull(3) ? nil : row.text(3), baseline: baseline, skipped: skipped)
    }

    /// The distinct values of an indexed column of the convention's rows in a table, one index
    /// probe per value (a skip scan), not one row per entity (identifiers kept compact written out).
    private func distinctValues(of column: String, in table: String) throws(SQLiteFailure) -> [String] {
        let found = try connection.prepare(
            """
            WITH RECURSIVE found(value) AS (
                SELECT min(\(column)) FROM \(table) WHERE convention = ?1 AND \(column) IS NOT NULL
                UNION ALL
                SELECT (SELECT min(\(column)) FROM \(table) WHERE convention = ?1 AND \(column) > found.value)
                FROM found WHERE found.value IS NOT NULL
            )
            SELECT value FROM found WHERE value IS NOT NULL
            """)
        try found.bind([.text(convention)])
        var values: [String] = []
        while try found.step() {
            values.append(try CompactIdentifier.identifier(in: found, at: 0))
        }
        return values
    }
}
