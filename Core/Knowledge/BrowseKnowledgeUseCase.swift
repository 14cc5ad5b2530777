/// Use case: browse the knowledge base by group, and search it.
@MainActor
public struct BrowseKnowledgeUseCase {
    let repository: ConventionRepository

    /// Every group by order, each with its entries by order (a group may have none).
    public func groups() -> [KnowledgeGroupListing] {
        guard let outline = repository.outline else { return [] }
        return KnowledgeGroupListing.listings(
            of: outline[KnowledgeGroup.self].all, with: outline[KnowledgeEntry.self].all)
    }

    /// One group with its entries by order; nil when it is not (or no longer) in the convention.
    public func group(_ id: KnowledgeGroup.ID) -> KnowledgeGroupListing? {
        guard let outline = repository.outline, let group = outline[KnowledgeGroup.self][id] else { return nil }
        let entries = outline[KnowledgeEntry.self].all.filter { $0.groupID == id }
        return KnowledgeGroupListing.listings(of: [group], with: entries).first
    }

    /// The entries in whose title or text every word of a search begins a word (ignoring case and
    /// Latin diacritics), in their groups by order; only groups with a hit. An empty search finds
    /// every group, as `groups()`.
    public func search(_ text: String) -> [KnowledgeGroupListing] {
        let query = KnowledgeQuery(searching: text)
        guard !query.words.isEmpty else { return groups() }
        guard let outline = repository.outline else { return [] }
        let hits = repository.knowledgeEntries(matching: query)
        return KnowledgeGroupListing.listings(of: outline[KnowledgeGroup.self].all, with: hits)
            .filter { !$0.entries.isEmpty }
    }
}
