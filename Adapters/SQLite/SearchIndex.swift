import ConbookCore

/// The FTS5 index of one kind of entity of one convention: a virtual table holds the words, and a
/// keys table says which of its rows is which entity's (so a row is found by key, never by
/// scanning the index). Kept in step with the entity's table inside the same transactions.
///
/// Dealers (`dealer_search`, since schema 4: preferred and alternate names, Latin diacritics
/// removed as `DealerQuery` folds them) and knowledge entries (`knowledge_search`, since schema 5:
/// title and text, folded the same way). Events have an index of another form (`EventSearch`).
struct SearchIndex<Entity: SyncedEntity> {
    let connection: SQLiteConnection
    let convention: String
    let tables: SearchIndexTables<Entity>

    /// Re-indexes the entities with these ids (removing the ones that are gone).
    func update(_ ids: some Sequence<Entity.ID>, in entities: EntityTable<Entity>) throws(SQLiteFailure) {
        let writer = try Writer(connection: connection, convention: convention, tables: tables)
        for id in ids {
            try writer.remove(id)
            if let entity = entities[id] {
                try writer.add(entity)
            }
        }
    }

    /// Indexes every entity anew.
    func rebuild(from entities: some Sequence<Entity>) throws(SQLiteFailure) {
        try connection.prepare(
            "DELETE FROM \(tables.index) WHERE rowid IN (SELECT search_rowid FROM \(tables.keys) WHERE convention = ?)"
        ).run([.text(convention)])
        try connection.prepare("DELETE FROM \(tables.keys) WHERE convention = ?").run([.text(convention)])
        let writer = try Writer(connection: connection, convention: convention, tables: tables)
        for entity in entities {
            try writer.add(entity)
        }
    }

    /// Whether the convention has entities but no index (a file from before the index existed).
    func isMissing() throws(SQLiteFailure) -> Bool {
        let hasEntities =
            try connection.integer(
                "SELECT 1 FROM \(tables.entities) WHERE convention = ? LIMIT 1", [.text(convention)]) != nil
        let hasIndex =
            try connection.integer(
                "SELECT 1 FROM \(tables.keys) WHERE convention = ? LIMIT 1", [.text(convention)]) != nil
        return hasEntities && !hasIndex
    }

    /// The identifiers of the convention's entities in which every word begins a word.
    func ids(matchingEveryWordPrefix words: [String]) throws(SQLiteFailure) -> [String] {
        let query = keysMatchingEveryWordPrefix(words)
        return try connection.texts(query.sql, query.values)
    }

    /// A query of the identifiers of the convention's entities in which every word begins a word,
    /// to run or to use inside another (`id IN (…)`).
    func keysMatchingEveryWordPrefix(_ words: [String]) -> (sql: String, values: [SQLiteValue]) {
        (
            """
            SELECT keys.\(tables.keyColumn) FROM \(tables.index) CROSS JOIN \(tables.keys) AS keys
                ON keys.search_rowid = \(tables.index).rowid
            WHERE \(tables.index) MATCH ? AND keys.convention = ?
            """,
            [.text(FullTextMatch.everyWordPrefix(words)), .text(convention)]
        )
    }

    /// The statements of one update, prepared once.
    private struct Writer {
        let convention: String
        let tables: SearchIndexTables<Entity>
        let findRow: SQLiteStatement
        let deleteRow: SQLiteStatement
        let deleteKey: SQLiteStatement
        let insertRow: SQLiteStatement
        let insertKey: SQLiteStatement

        init(connection: SQLiteConnection, convention: String, tables: SearchIndexTables<Entity>) throws(SQLiteFailure) {
            self.convention = convention
            self.tables = tables
            findRow = try connection.prepare(
                "SELECT search_rowid FROM \(tables.keys) WHERE convention = ? AND \(tables.keyColumn) = ?")
            deleteRow = try connection.prepare("DELETE FROM \(tables.index) WHERE rowid = ?")
            deleteKey = try connection.prepare("DELETE FROM \(tables.keys) WHERE convention = ? AND \(tables.keyColumn) = ?")
            insertRow = try connection.prepare("INSERT INTO \(tables.index) (words) VALUES (?)")
            let listed = tables.listedColumns.map { ", \($0)" }.joined()
            let listedValues = String(repeating: ", ?", count: tables.listedColumns.count)
            insertKey = try connection.prepare(
                """
                INSERT INTO \(tables.keys) (convention, \(tables.keyColumn), search_rowid\(listed))
                VALUES (?, ?, last_insert_rowid()\(listedValues))
                """)
        }

        func remove(_ id: Entity.ID) throws(SQLiteFailure) {
            try findRow.bind([.text(convention), .text(id.rawValue)])
            guard try findRow.step() else { return }
            let rowid = findRow.integer(0)
            try deleteRow.run([.integer(rowid)])
            try deleteKey.run([.text(convention), .text(id.rawValue)])
        }

        func add(_ entity: Entity) throws(SQLiteFailure) {
            try insertRow.run([.text(tables.words(entity))])
            try insertKey.run([.text(convention), .text(entity.id.rawValue)] + tables.listedValues(entity))
        }
    }
}

/// The tables of one kind's full-text index, and the words it indexes of an entity.
struct SearchIndexTables<Entity: SyncedEntity>: Sendable {
    /// The FTS5 table.
    let index: String
    /// The table of which index row is which entity's.
    let keys: String
    /// The keys table's column of the entity's identifier.
    let keyColumn: String
    /// The entity's own table.
    let entities: String
    /// Columns of the keys table written beside each key, for queries that read the hits' keys
    /// only (the dealers' listing key and categories); none for most kinds.
    var listedColumns: [String] = []
    /// The values of `listedColumns` for an entity.
    var listedValues: @Sendable (Entity) -> [SQLiteValue] = { _ in [] }
    /// The words indexed.
    let words: @Sendable (Entity) -> String
}

extension SearchIndexTables where Entity == KnowledgeEntry {
    /// Knowledge entries' words: the title and the (Markdown) text.
    static let knowledgeEntries = SearchIndexTables(
        index: "knowledge_search", keys: "knowledge_search_keys", keyColumn: "entry_id", entities: "knowledge_entries"
    ) { entry in
        entry.title + "\n" + entry.text
    }
}

extension SearchIndexTables where Entity == Dealer {
    /// Dealers' words: the preferred and the alternate name.
    /// The keys carry each dealer's listing key and categories (since schema 11), so a search's
    /// page is found from its hits' keys alone.
    static let dealers = SearchIndexTables(
        index: "dealer_search", keys: "dealer_search_keys", keyColumn: "dealer_id", entities: "dealers",
        listedColumns: ["listing_key", "categories"],
        listedValues: { [.text($0.listingKey), .jsonArray($0.categories)] }
    ) { dealer in
        ([dealer.preferredName] + (dealer.alternateName.map { [$0] } ?? [])).joined(separator: "\n")
    }
}
