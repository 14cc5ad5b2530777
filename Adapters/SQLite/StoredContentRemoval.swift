/// Deleting one convention's content inside the caller's write transaction: every search index
/// entry of its kinds (the keyed indexes and the events' external-content one), then its row in
/// `conventions`, which takes the content, change marks and removed favourites with it.
enum StoredContentRemoval {
    /// Deletes the content of the convention stored under `name`; its favourites, read marks and
    /// settings are left to the caller.
    static func removeContent(of name: String, in connection: SQLiteConnection) throws(SQLiteFailure) {
        for (index, keys) in StoredKinds.all.compactMap(\.searchIndexTableNames) {
            try connection.prepare(
                "DELETE FROM \(index) WHERE rowid IN (SELECT search_rowid FROM \(keys) WHERE convention = ?)"
            ).run([.text(name)])
            try connection.prepare("DELETE FROM \(keys) WHERE convention = ?").run([.text(name)])
        }
        try EventSearchIndex(connection: connection, convention: name).reindexing(touching: nil) {
            () throws(SQLiteFailure) in
            try connection.prepare("DELETE FROM conventions WHERE name = ?").run([.text(name)])
        }
    }
}
