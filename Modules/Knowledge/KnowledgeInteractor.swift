import ConbookCore
import ConbookModuleKit

/// Turns the knowledge base, or a search of it, into display values.
@MainActor
struct KnowledgeInteractor {
    let browseKnowledge: BrowseKnowledgeUseCase
    let texts: ModuleWords<KnowledgeText>

    /// The groups, or the entries a search text finds.
    func listing(searching searchText: String) -> KnowledgeListing {
        let text = DisplayText.trimmed(searchText)
        return text.isEmpty ? groupsListing() : searchListing(text, typed: searchText)
    }

    private func groupsListing() -> KnowledgeListing {
        let groups = browseKnowledge.groups()
        let entryCount = groups.map(\.entries.count).reduce(0, +)
        let rows = groups.map { listing in
            KnowledgeGroupRowViewModel(
                id: listing.group.id.rawValue,
                title: DisplayText.nonEmpty(listing.group.name) ?? texts(.knowledgeUntitledGroup),
                subtitle: DisplayText.nonEmpty(listing.group.groupDescription),
                iconCode: listing.group.icon?.code,
                entryCount: listing.entries.isEmpty
                    ? texts(.knowledgeNoEntriesYet) : texts(.knowledgeEntryCount, ["count": grouped(listing.entries.count)]))
        }
        return KnowledgeListing(
            viewModel: KnowledgeViewModel(
                heading: entryCount == 0
                    ? texts(.knowledgeGroupsWithoutEntries, ["groups": grouped(groups.count)])
                    : texts(.knowledgeGroupsAndEntries, ["groups": grouped(groups.count), "entries": grouped(entryCount)]),
                groups: rows,
                emptyMessage: groups.isEmpty ? texts(.knowledgeEmpty) : nil),
            groups: groups, results: [])
    }

    private func searchListing(_ text: String, typed: String) -> KnowledgeListing {
        let found = browseKnowledge.search(text)
        let hits = found.map(\.entries.count).reduce(0, +)
        return KnowledgeListing(
            viewModel: KnowledgeViewModel(
                heading: hits == 0
                    ? texts(.knowledgeFoundNone, ["search": text])
                    : texts(.knowledgeFound, ["count": grouped(hits), "search": text]),
                searchText: typed,
                results: found.map { listing in
                    KnowledgeResultSectionViewModel(
                        title: DisplayText.nonEmpty(listing.group.name) ?? texts(.knowledgeUntitledGroup),
                        rows: listing.entries.map { entry in
                            KnowledgeResultRowViewModel(
                                id: entry.id.rawValue,
                                title: DisplayText.nonEmpty(entry.title) ?? texts(.knowledgeUntitledEntry))
                        })
                },
                emptyMessage: found.isEmpty ? texts(.knowledgeNothingFound, ["search": text]) : nil),
            groups: [], results: found.map { $0.entries.map(\.id) })
    }

    private func grouped(_ number: Int) -> String {
        DisplayText.grouped(number, in: texts.language)
    }
}
