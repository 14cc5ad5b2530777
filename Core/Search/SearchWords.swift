/// Text broken into lower-cased words (runs of letters and digits), for prefix matching.
struct SearchWords {
    let words: [Substring]

    init(_ text: String) {
        words = text.lowercased().split { !($0.isLetter || $0.isNumber) }
    }

    init(_ texts: [String]) {
        self.init(texts.joined(separator: " "))
    }

    /// Whether every query word begins one of these words.
    func containsPrefixes(of queryWords: [Substring]) -> Bool {
        queryWords.allSatisfy { query in words.contains { $0.hasPrefix(query) } }
    }
}
