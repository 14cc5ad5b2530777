extension EurofurenceWire {
    /// A group of the knowledge base; its description and icon may be missing or null.
    struct KnowledgeGroup: Decodable {
        var id: String
        var name: String
        var description: String?
        var order: Int?
        var fontAwesomeIconCharacterUnicodeAddress: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", description = "Description", order = "Order"
            case fontAwesomeIconCharacterUnicodeAddress = "FontAwesomeIconCharacterUnicodeAddress"
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

        enum CodingKeys: String, CodingKey {
            case id = "Id", knowledgeGroupId = "KnowledgeGroupId", title = "Title", text = "Text", order = "Order"
            case links = "Links", imageIds = "ImageIds"
        }
    }
}
