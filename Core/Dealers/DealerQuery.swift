/// Which dealers to list: every condition that is set must hold.
///
/// `matches(_:)` is the rule; a store that answers it itself (the SQLite store, with its
/// full-text index) must agree with it, which the store contract checks.
public struct DealerQuery: Hashable, Sendable {
    /// Only dealers in whose preferred or alternate name every one of these words begins a word,
    /// ignoring case and Latin diacritics (see `DealerQuery.searchWords(in:)`).
    public var words: [String]?
    /// Only dealers with at least one of these categories (the active ones); nil for every dealer.
    public var categories: Set<String>?

    /// Creates a query; without conditions it matches every dealer.
    public init(words: [String]? = nil, categories: Set<String>? = nil) {
        self.words = words
        self.categories = categories
    }

    /// Every dealer.
    public static let all = DealerQuery()

    /// A search text as query words: folded (lower case, no Latin diacritics) runs of letters and
    /// digits, e.g. `"La Bête"` → `["la", "bete"]`.
    public static func searchWords(in text: String) -> [String] {
        SearchWords(SearchFolding.folded(text)).words.map(String.init)
    }

    /// Whether a dealer meets every condition.
    public func matches(_ dealer: Dealer) -> Bool {
        if let categories, !dealer.categories.contains(where: categories.contains) { return false }
        if let words, !words.isEmpty {
            let names = [dealer.preferredName] + (dealer.alternateName.map { [$0] } ?? [])
            let nameWords = SearchWords(SearchFolding.folded(names.joined(separator: " ")))
            guard nameWords.containsPrefixes(of: words.map { Substring($0) }) else { return false }
        }
        return true
    }
}
