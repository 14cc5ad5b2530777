extension ConventionContent {
    /// The dealers matching a query, in no particular order: the rule every store's
    /// `dealers(matching:)` must agree with.
    public func dealers(matching query: DealerQuery) -> [Dealer] {
        self[Dealer.self].all.filter(query.matches)
    }

    /// A page of the dealers matching a query, A–Z, with the letters of the whole listing: the rule
    /// every store's `dealerPage(matching:in:)` must agree with.
    public func dealerPage(matching query: DealerQuery, in range: PageRange) -> DealerPage {
        DealerPage(listing: dealers(matching: query), in: range)
    }

    /// Every category any dealer sells in, sorted: the rule of every store's `dealerCategories()`.
    public func dealerCategories() -> [String] {
        Set(self[Dealer.self].all.flatMap(\.categories)).sorted()
    }
}
