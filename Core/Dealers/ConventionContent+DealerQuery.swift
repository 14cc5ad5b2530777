extension ConventionContent {
    /// The dealers matching a query, in no particular order: the rule every store's
    /// `dealers(matching:)` must agree with.
    public func dealers(matching query: DealerQuery) -> [Dealer] {
        self[Dealer.self].all.filter(query.matches)
    }
}
