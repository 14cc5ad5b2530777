import ConbookCore
import ConbookModuleKit

/// Turns one group of the knowledge base into display values.
@MainActor
struct KnowledgeGroupInteractor {
    let browseKnowledge: BrowseKnowledgeUseCase

    /// The group and its entries' identifiers by row, or nil when it is not in the convention.
    func group(_ id: KnowledgeGroup.ID) -> (viewModel: KnowledgeGroupViewModel, entries: [KnowledgeEntry.ID])? {
        guard let listing = browseKnowledge.group(id) else { return nil }
        let viewModel = KnowledgeGroupViewModel(
            title: DisplayText.nonEmpty(listing.group.name) ?? "Untitled group",
            subtitle: DisplayText.nonEmpty(listing.group.groupDescription),
            entries: listing.entries.map { DisplayText.nonEmpty($0.title) ?? "Untitled entry" },
            emptyMessage: listing.entries.isEmpty ? "This group has no entries yet." : nil)
        return (viewModel, listing.entries.map(\.id))
    }
}
