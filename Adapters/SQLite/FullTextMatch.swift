/// FTS5 query expressions for the Core's word searches (every query word begins a word).
enum FullTextMatch {
    /// Entries in which every word begins a word: `"w1"* AND "w2"*` (each word quoted, so that
    /// nothing in it is FTS5 syntax).
    static func everyWordPrefix(_ words: [String]) -> String {
        words.map { "\"\($0.replacing("\"", with: "\"\""))\"*" }.joined(separator: " AND ")
    }

    /// Entries in which every word begins a word of one of these columns: `{c1 c2} : (…)`.
    static func everyWordPrefix(_ words: [String], inColumns columns: [String]) -> String {
        "{\(columns.joined(separator: " "))} : (\(everyWordPrefix(words)))"
    }
}
