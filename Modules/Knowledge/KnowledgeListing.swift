import ConbookCore

/// What the knowledge scene shows, with what its rows stand for.
struct KnowledgeListing {
    /// The display values.
    let viewModel: KnowledgeViewModel
    /// The groups, as listed (empty while searching).
    let groups: [KnowledgeGroupListing]
    /// The entries found, by section and row (empty when not searching).
    let results: [[KnowledgeEntry.ID]]
}
