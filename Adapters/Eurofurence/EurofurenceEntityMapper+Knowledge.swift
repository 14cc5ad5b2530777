import ConbookCore

extension EurofurenceEntityMapper {
    /// A knowledge group; its icon code is kept as sent (the Core says whether it is an icon).
    func knowledgeGroup(
        _ wire: EurofurenceWire.KnowledgeGroup, at path: String
    ) throws(ConventionAPIError) -> KnowledgeGroup {
        KnowledgeGroup(
            id: try identifier(wire.id, at: "\(path).Id"), name: wire.name, groupDescription: wire.description ?? "",
            order: wire.order ?? 0, iconCode: wire.fontAwesomeIconCharacterUnicodeAddress ?? "")
    }

    /// A knowledge entry: its group must be named; empty image identifiers are dropped.
    func knowledgeEntry(
        _ wire: EurofurenceWire.KnowledgeEntry, at path: String
    ) throws(ConventionAPIError) -> KnowledgeEntry {
        KnowledgeEntry(
            id: try identifier(wire.id, at: "\(path).Id"),
            groupID: try identifier(wire.knowledgeGroupId, at: "\(path).KnowledgeGroupId"),
            title: wire.title, text: wire.text ?? "", order: wire.order ?? 0, links: links(wire.links),
            imageIDs: (wire.imageIds ?? []).compactMap(optionalIdentifier))
    }
}
