/// Text broken into lower-cased words (runs of letters and digits), for prefix matching.
struct SearchWords {
    let words: [Substring]

    init(_ text: String) {
        words = text.lowercased().split { !($0.isLetter || $0.isNumber) }
    }

    init(_ texts: [String]) {
        self.init(texts.joined(separator: " "))
    }

    /// The words a search looks in: the title, subtitle, abstract, hosts and tags.
    static func ofEvent(_ event: Event) -> SearchWords {
        SearchWords([event.title, event.subtitle, event.abstract] + event.hosts + event.tags)
    }

    /// Whether every query word begins one of these words.
    func containsPrefixes(of queryWords: [Substring]) -> Bool {
        queryWords.allSatisfy { query in words.contains { $0.hasPrefix(query) } }
    }
}
