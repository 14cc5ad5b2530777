import ConbookCore

extension StoredKinds {
    /// Knowledge groups (since schema 5): `knowledge_groups`, with order and name in columns.
    static let knowledgeGroups = StoredKind<KnowledgeGroup>(
        table: StoredTable(
            name: "knowledge_groups", columns: ["order", "name"],
            values: { [.int($0.order), .text($0.name)] },
            record: KnowledgeGroupRecord.self))
}

/// A knowledge group in its table's `entity` column (since schema 5); `iconName` since Conbook read
/// the 2026 Eurofurence API (missing in earlier rows: none).
struct KnowledgeGroupRecord: StoredRecord {
    var id: String
    var name: String
    var groupDescription: String
    var order: Int
    var iconCode: String
    var iconName: String?

    init(_ group: KnowledgeGroup) {
        id = group.id.rawValue
        name = group.name
        groupDescription = group.groupDescription
        order = group.order
        iconCode = group.iconCode
        iconName = group.iconName
    }

    func value() throws(SQLiteFailure) -> KnowledgeGroup {
        KnowledgeGroup(
            id: KnowledgeGroup.ID(id), name: name, groupDescription: groupDescription, order: order, iconCode: iconCode,
            iconName: iconName ?? "")
    }
}
