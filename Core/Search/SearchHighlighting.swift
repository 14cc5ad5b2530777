/// Where a search's words are found in a text, by the search's own rule (each query word begins a
/// word of the text, ignoring case), so that front ends can highlight them.
public enum SearchHighlighting {
    /// The parts of a text that a search's words match: for each word of the text that a query
    /// word begins, that beginning (the longest one when several query words do). In text order,
    /// never overlapping. A query without words matches nothing.
    public static func matchedRanges(in text: String, forSearch search: String) -> [Range<String.Index>] {
        let queryWords = EventQuery.searchWords(in: search)
        guard !queryWords.isEmpty else { return [] }
        var ranges: [Range<String.Index>] = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let lowered = word.lowercased()
            guard let longest = queryWords.filter({ lowered.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { continue }
            // The matched prefix in the text's own characters: as many as the query word has,
            // when lower-casing kept the length (it nearly always does); else the whole word.
            let length = lowered.count == word.count ? longest.count : word.count
            ranges.append(word.startIndex..<word.index(word.startIndex, offsetBy: min(length, word.count)))
        }
        return ranges
    }
}
