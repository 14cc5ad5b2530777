extension ConventionContent {
    /// The knowledge entries a query finds, in no particular order: the rule every store's
    /// `knowledgeEntries(matching:)` must agree with.
    public func knowledgeEntries(matching query: KnowledgeQuery) -> [KnowledgeEntry] {
        self[KnowledgeEntry.self].all.filter(query.matches)
    }
}
