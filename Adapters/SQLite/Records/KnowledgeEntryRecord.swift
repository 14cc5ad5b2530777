import ConbookCore

extension StoredKinds {
    /// Knowledge entries (since schema 5): `knowledge_entries`, with group, order and title in
    /// columns, and the full-text index `knowledge_search` of their titles and texts.
    static let knowledgeEntries = StoredKind<KnowledgeEntry>(
        table: StoredTable(
            name: "knowledge_entries", columns: ["group_id", "order", "title"],
            values: { [.text($0.groupID.rawValue), .int($0.order), .text($0.title)] },
            record: KnowledgeEntryRecord.self),
        searchIndex: .knowledgeEntries)
}

/// A knowledge entry in its table's `entity` column (since schema 5); `published` (ms since 1970)
/// since Conbook read the 2026 Eurofurence API (missing in earlier rows: not known).
struct KnowledgeEntryRecord: StoredRecord {
    var id: String
    var groupID: String
    var title: String
    var text: String
    var order: Int
    var links: [LinkRecord]
    var imageIDs: [String]
    var published: Int64?

    init(_ entry: KnowledgeEntry) {
        id = entry.id.rawValue
        groupID = entry.groupID.rawValue
        title = entry.title
        text = entry.text
        order = entry.order
        links = entry.links.map(LinkRecord.init)
        imageIDs = entry.imageIDs.map(\.rawValue)
        published = entry.published?.millisecondsSinceEpoch
    }

    func value() throws(SQLiteFailure) -> KnowledgeEntry {
        KnowledgeEntry(
            id: KnowledgeEntry.ID(id), groupID: KnowledgeGroup.ID(groupID), title: title, text: text, order: order,
            links: links.compactMap(\.link), imageIDs: imageIDs.map { ImageReference.ID($0) },
            published: published.map(Instant.init(millisecondsSinceEpoch:)))
    }
}
