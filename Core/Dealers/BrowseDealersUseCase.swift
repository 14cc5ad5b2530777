/// Use case: browse the Dealers' Den A–Z, search it by name, and narrow it by category.
@MainActor
public struct BrowseDealersUseCase {
    let repository: ConventionRepository

    /// The dealers matching a search text (every word begins a word of the preferred or
    /// alternate name, ignoring case and Latin diacritics) with at least one of the active
    /// categories, grouped A–Z. An empty search lists every dealer; nil categories means all.
    public func groups(matching search: String = "", activeCategories: Set<String>? = nil) -> [DealerGroup] {
        let words = DealerQuery.searchWords(in: search)
        let query = DealerQuery(words: words.isEmpty ? nil : words, categories: activeCategories)
        return DealerGroup.groups(of: repository.dealers(matching: query))
    }

    /// Every category any dealer sells in, sorted.
    public func categories() -> [String] {
        Set(repository.dealers(matching: .all).flatMap(\.categories)).sorted()
    }

    /// How many dealers there are.
    public func count() -> Int {
        repository.outline?.count(of: Dealer.self) ?? 0
    }
}
