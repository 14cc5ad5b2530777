/// Use case: read one knowledge entry, with its group and its links.
@MainActor
public struct ViewKnowledgeEntryUseCase {
    let repository: ConventionRepository

    /// The entry; nil when it is not (or no longer) in the convention.
    public func entry(_ id: KnowledgeEntry.ID) -> KnowledgeEntry? {
        repository.outline?[KnowledgeEntry.self][id]
    }

    /// The group an entry belongs to.
    public func group(of entry: KnowledgeEntry) -> KnowledgeGroup? {
        repository.outline?[KnowledgeGroup.self][entry.groupID]
    }

    /// An entry's links sorted by name (ignoring case and Latin diacritics, then as written), a
    /// link without a name by where it leads; each link once.
    public func links(of entry: KnowledgeEntry) -> [Link] {
        var seen: Set<Link> = []
        let unique = entry.links.filter { seen.insert($0).inserted }
        return
            unique
            .map { link in (key: SearchFolding.folded(link.shownName), link: link) }
            .sorted { ($0.key, $0.link.shownName) < ($1.key, $1.link.shownName) }
            .map(\.link)
    }
}

extension Link {
    /// The name to sort and show a link by: its name, else where it leads.
    var shownName: String {
        let name = name.trimmingSpaces
        if !name.isEmpty { return name }
        switch target {
        case .web(let url), .externalMap(let url): return url
        case .dealer(let id): return id.rawValue
        case .room(let id): return id.rawValue
        case .mapEntry(let id): return id.rawValue
        }
    }
}
