/// Which knowledge entries a search finds: those in whose title or text every word begins a word,
/// ignoring case and Latin diacritics.
///
/// `matches(_:)` is the rule; a store that answers it itself (the SQLite store, with its
/// full-text index) must agree with it, which the store contract checks.
public struct KnowledgeQuery: Hashable, Sendable {
    /// The search words, folded (see `DealerQuery.searchWords(in:)`); empty matches every entry.
    public var words: [String]

    /// Creates a query for folded search words.
    public init(words: [String]) {
        self.words = words
    }

    /// The query for a search text as the user typed it, e.g. `"Lost & found"`.
    public init(searching text: String) {
        self.init(words: DealerQuery.searchWords(in: text))
    }

    /// Whether an entry's title or text holds every word as the start of a word.
    public func matches(_ entry: KnowledgeEntry) -> Bool {
        guard !words.isEmpty else { return true }
        let entryWords = SearchWords(SearchFolding.folded(entry.title + " " + entry.text))
        return entryWords.containsPrefixes(of: words.map { Substring($0) })
    }
}
