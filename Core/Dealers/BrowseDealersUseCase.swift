/// Use case: browse the Dealers' Den A–Z, search it by name, and narrow it by category.
@MainActor
public struct BrowseDealersUseCase {
    let repository: ConventionRepository

    /// A page of the dealers matching a search text (every word begins a word of the preferred or
    /// alternate name, ignoring case and Latin diacritics) with at least one of the active
    /// categories, A–Z, with the letters of the whole listing. An empty search lists every dealer;
    /// nil categories means all. Only the page's dealers are read.
    public func page(
        matching search: String = "", activeCategories: Set<String>? = nil, in range: PageRange
    ) -> DealerPage {
        repository.dealerPage(matching: query(search, activeCategories), in: range)
    }

    /// Every dealer matching a search text with at least one of the active categories, grouped
    /// A–Z (the whole listing; `page(matching:activeCategories:in:)` reads only a page).
    public func groups(matching search: String = "", activeCategories: Set<String>? = nil) -> [DealerGroup] {
        DealerGroup.groups(of: repository.dealers(matching: query(search, activeCategories)))
    }

    /// Every category any dealer sells in, sorted (kept until the next sync).
    public func categories() -> [String] {
        repository.dealerCategories()
    }

    /// How many dealers there are.
    public func count() -> Int {
        repository.outline?.count(of: Dealer.self) ?? 0
    }

    private func query(_ search: String, _ activeCategories: Set<String>?) -> DealerQuery {
        let words = DealerQuery.searchWords(in: search)
        return DealerQuery(words: words.isEmpty ? nil : words, categories: activeCategories)
    }
}
