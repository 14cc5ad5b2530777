/// A knowledge group with its entries, by order.
public struct KnowledgeGroupListing: Hashable, Sendable {
    /// The group.
    public let group: KnowledgeGroup
    /// Its entries (those a search found, when searching), by order, then title, then identifier.
    public let entries: [KnowledgeEntry]

    /// Creates a listing.
    public init(group: KnowledgeGroup, entries: [KnowledgeEntry]) {
        self.group = group
        self.entries = entries
    }

    /// The group's only entry, when it has exactly one: choosing the group opens it directly.
    public var onlyEntry: KnowledgeEntry? {
        entries.count == 1 ? entries[0] : nil
    }

    /// Groups by order, then name, then identifier, each with its entries by order, then title,
    /// then identifier. Entries of a group not among the groups are left out.
    static func listings(
        of groups: some Sequence<KnowledgeGroup>, with entries: some Sequence<KnowledgeEntry>
    ) -> [KnowledgeGroupListing] {
        let byGroup = Dictionary(grouping: entries, by: \.groupID)
        return
            groups
            .sorted { ($0.order, $0.name, $0.id) < ($1.order, $1.name, $1.id) }
            .map { group in
                KnowledgeGroupListing(
                    group: group,
                    entries: (byGroup[group.id] ?? []).sorted { ($0.order, $0.title, $0.id) < ($1.order, $1.title, $1.id) })
            }
    }
}
