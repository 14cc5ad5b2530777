import ConbookCore

/// A text in runs, some highlighted (e.g. the words a search matched), for a scene to emphasise.
public struct HighlightedText: Hashable, Sendable {
    /// One run of the text.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var text: String
        /// Whether it is highlighted.
        public var isHighlighted: Bool

        /// Creates a run.
        public init(text: String, isHighlighted: Bool) {
            self.text = text
            self.isHighlighted = isHighlighted
        }
    }

    /// The runs in order; together they are the whole text.
    public var runs: [Run]

    /// Creates a text from its runs.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// A text with the words a search matched highlighted (see `SearchHighlighting`); nil when
    /// nothing in it matched.
    public init?(_ text: String, matchingSearch search: String) {
        let ranges = SearchHighlighting.matchedRanges(in: text, forSearch: search)
        guard !ranges.isEmpty else { return nil }
        var runs: [Run] = []
        var position = text.startIndex
        for range in ranges {
            if position < range.lowerBound {
                runs.append(Run(text: String(text[position..<range.lowerBound]), isHighlighted: false))
            }
            runs.append(Run(text: String(text[range]), isHighlighted: true))
            position = range.upperBound
        }
        if position < text.endIndex { runs.append(Run(text: String(text[position...]), isHighlighted: false)) }
        self.runs = runs
    }

    /// The whole text, without highlights.
    public var plainText: String {
        runs.map(\.text).joined()
    }

    /// The highlighted parts, in order.
    public var highlightedParts: [String] {
        runs.filter(\.isHighlighted).map(\.text)
    }
}
