import ConbookCore

/// What the knowledge scene shows, with what its rows stand for.
struct KnowledgeListing {
    /// The display values.
    let viewModel: KnowledgeViewModel
    /// The groups, as listed (empty while searching).
    let groups: [KnowledgeGroupListing]
    /// The entries found, by section and row (empty when not searching).
    let results: [[KnowledgeEntry.ID]]

    /// The group listed with an identity (`KnowledgeGroupRowViewModel.id`); nil when none is.
    func group(_ id: String) -> KnowledgeGroupListing? {
        groups.first { $0.group.id.rawValue == id }
    }

    /// The entry found with an identity (`KnowledgeResultRowViewModel.id`); nil when none is.
    func result(_ id: String) -> KnowledgeEntry.ID? {
        results.lazy.joined().first { $0.rawValue == id }
    }
}
