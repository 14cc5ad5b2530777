import ConbookCore
import ConbookModuleKit

/// Turns one group of the knowledge base into display values.
@MainActor
struct KnowledgeGroupInteractor {
    let browseKnowledge: BrowseKnowledgeUseCase
    let texts: ModuleWords<KnowledgeGroupText>

    /// The group and its entries' identifiers by row, or nil when it is not in the convention.
    func group(_ id: KnowledgeGroup.ID) -> (viewModel: KnowledgeGroupViewModel, entries: [KnowledgeEntry.ID])? {
        guard let listing = browseKnowledge.group(id) else { return nil }
        let viewModel = KnowledgeGroupViewModel(
            id: listing.group.id.rawValue,
            title: DisplayText.nonEmpty(listing.group.name) ?? texts(.knowledgeUntitledGroup),
            subtitle: DisplayText.nonEmpty(listing.group.groupDescription),
            entries: listing.entries.map { entry in
                KnowledgeEntryRowViewModel(
                    id: entry.id.rawValue, title: DisplayText.nonEmpty(entry.title) ?? texts(.knowledgeUntitledEntry))
            },
            emptyMessage: listing.entries.isEmpty ? texts(.knowledgeGroupEmpty) : nil)
        return (viewModel, listing.entries.map(\.id))
    }
}
