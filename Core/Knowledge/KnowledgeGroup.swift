/// A chapter of the convention's knowledge base, e.g. "Getting there" or "Code of conduct".
public struct KnowledgeGroup: Hashable, Sendable {
    /// Identifies a group.
    public typealias ID = Identifier<KnowledgeGroup>

    /// The group's identifier.
    public var id: ID
    /// Its name.
    public var name: String
    /// One line about what it holds; may be empty.
    public var groupDescription: String
    /// Where it comes among the groups (smaller first).
    public var order: Int
    /// Its icon, as the source names it: a Font Awesome code point in hexadecimal, e.g. `f129`;
    /// empty when none (see `icon`).
    public var iconCode: String
    /// Its icon by name, as sources since 2024 give it: a Font Awesome name without `fa-`, e.g.
    /// `circle-info`; empty when none.
    public var iconName: String

    /// Creates a group.
    public init(
        id: ID, name: String, groupDescription: String = "", order: Int = 0, iconCode: String = "", iconName: String = ""
    ) {
        self.iconName = iconName
        self.id = id
        self.name = name
        self.groupDescription = groupDescription
        self.order = order
        self.iconCode = iconCode
    }

    /// The icon's code point, when `iconCode` is one a Font Awesome font can hold (hexadecimal, in
    /// Unicode's private use areas, where Font Awesome puts its glyphs); nil otherwise.
    public var icon: KnowledgeIcon? {
        KnowledgeIcon(code: iconCode)
    }
}

extension KnowledgeGroup: OutlineEntity {
    /// Groups are few: the outline holds them all.
    public static let kind = EntityKind<KnowledgeGroup>(name: "knowledgeGroup")
}
