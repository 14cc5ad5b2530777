/// One article of the knowledge base, e.g. "Lost and found", in its group.
public struct KnowledgeEntry: Hashable, Sendable {
    /// Identifies an entry.
    public typealias ID = Identifier<KnowledgeEntry>

    /// The entry's identifier.
    public var id: ID
    /// The group it belongs to (the entry goes when its group goes).
    public var groupID: KnowledgeGroup.ID
    /// Its title.
    public var title: String
    /// Its text (Markdown).
    public var text: String
    /// Where it comes in its group (smaller first).
    public var order: Int
    /// Its links (web pages, mail addresses), as the source orders them.
    public var links: [Link]
    /// The pictures shown with it, in order.
    public var imageIDs: [ImageReference.ID]
    /// When the organisers published it, when the source says.
    public var published: Instant?

    /// Creates an entry.
    public init(
        id: ID, groupID: KnowledgeGroup.ID, title: String, text: String = "", order: Int = 0, links: [Link] = [],
        imageIDs: [ImageReference.ID] = [], published: Instant? = nil
    ) {
        self.id = id
        self.groupID = groupID
        self.title = title
        self.text = text
        self.order = order
        self.links = links
        self.imageIDs = imageIDs
        self.published = published
    }
}

extension KnowledgeEntry: OutlineEntity {
    /// Entries are few (EF has about sixty): the outline holds them all. Each belongs to a group
    /// (and goes with it); its pictures are images to download.
    public static let kind = EntityKind<KnowledgeEntry>(
        name: "knowledgeEntry", references: [.required(\.groupID), .optionalMany(\.imageIDs)])
}
