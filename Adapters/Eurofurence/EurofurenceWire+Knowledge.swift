import ConbookCore

extension EurofurenceWire {
    /// A group of the knowledge base; its description and icon may be missing or null.
    struct KnowledgeGroup: Decodable {
        var id: String
        var name: String
        var description: String?
        var order: Int?
        var fontAwesomeIconCharacterUnicodeAddress: String?
        var fontAwesomeIconName: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", description = "Description", order = "Order"
            case fontAwesomeIconCharacterUnicodeAddress = "FontAwesomeIconCharacterUnicodeAddress"
            case fontAwesomeIconName = "FontAwesomeIconName"
        }
    }

    /// An entry of the knowledge base; its text, links and images may be missing or null.
    struct KnowledgeEntry: Decodable {
        var id: String
        var knowledgeGroupId: String
        var title: String
        var text: String?
        var order: Int?
        var links: [Link]?
        var imageIds: [String]?
        var published: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", knowledgeGroupId = "KnowledgeGroupId", title = "Title", text = "Text", order = "Order"
            case links = "Links", imageIds = "ImageIds", published = "Published"
        }
    }
}

extension KnowledgeGroup: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "KnowledgeGroups" }

    /// A knowledge group; its icon code is kept as sent (the Core says whether it is an icon).
    static func fromEurofurence(
        _ wire: EurofurenceWire.KnowledgeGroup, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> KnowledgeGroup {
        KnowledgeGroup(
            id: try mapper.identifier(wire.id, at: "\(path).Id"), name: wire.name, groupDescription: wire.description ?? "",
            order: wire.order ?? 0, iconCode: wire.fontAwesomeIconCharacterUnicodeAddress ?? "",
            iconName: wire.fontAwesomeIconName ?? "")
    }
}

extension KnowledgeEntry: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "KnowledgeEntries" }

    /// A knowledge entry: its group must be named; empty image identifiers are dropped.
    static func fromEurofurence(
        _ wire: EurofurenceWire.KnowledgeEntry, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> KnowledgeEntry {
        KnowledgeEntry(
            id: try mapper.identifier(wire.id, at: "\(path).Id"),
            groupID: try mapper.reference(wire.knowledgeGroupId, at: "\(path).KnowledgeGroupId"),
            title: wire.title, text: wire.text ?? "", order: wire.order ?? 0, links: mapper.links(wire.links),
            imageIDs: (wire.imageIds ?? []).compactMap(mapper.optionalIdentifier),
            published: try wire.published.map { text throws(ConventionAPIError) in
                try mapper.instant(text, at: "\(path).Published")
            })
    }
}
