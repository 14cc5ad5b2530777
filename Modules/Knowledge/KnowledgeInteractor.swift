import ConbookCore
import ConbookModuleKit

/// Turns the knowledge base, or a search of it, into display values.
@MainActor
struct KnowledgeInteractor {
    let browseKnowledge: BrowseKnowledgeUseCase

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
                title: DisplayText.nonEmpty(listing.group.name) ?? "Untitled group",
                subtitle: DisplayText.nonEmpty(listing.group.groupDescription),
                iconCode: listing.group.icon?.code,
                entryCount: Self.count(listing.entries.count, emptyText: "No entries yet"))
        }
        return KnowledgeListing(
            viewModel: KnowledgeViewModel(
                heading: "\(Self.count(groups.count, "group")), \(Self.count(entryCount, emptyText: "no entries"))",
                groups: rows,
                emptyMessage: groups.isEmpty ? "The knowledge base is empty." : nil),
            groups: groups, results: [])
    }

    private func searchListing(_ text: String, typed: String) -> KnowledgeListing {
        let found = browseKnowledge.search(text)
        let hits = found.map(\.entries.count).reduce(0, +)
        return KnowledgeListing(
            viewModel: KnowledgeViewModel(
                heading: "\(Self.count(hits, emptyText: "No entries")) found for “\(text)”",
                searchText: typed,
                results: found.map { listing in
                    KnowledgeResultSectionViewModel(
                        title: DisplayText.nonEmpty(listing.group.name) ?? "Untitled group",
                        rows: listing.entries.map { DisplayText.nonEmpty($0.title) ?? "Untitled entry" })
                },
                emptyMessage: found.isEmpty ? "Nothing found for “\(text)”." : nil),
            groups: [], results: found.map { $0.entries.map(\.id) })
    }

    /// `1 entry`, `3 entries`, or the text for none.
    private static func count(_ count: Int, emptyText: String) -> String {
        switch count {
        case 0: emptyText
        case 1: "1 entry"
        default: "\(count) entries"
        }
    }

    /// `1 group`, `9 groups`.
    private static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
