/// The items of one status, newest first: a part of the lost & found as listed.
public struct LostAndFoundGroup: Hashable, Sendable {
    /// Their status.
    public var status: LostAndFoundItem.Status
    /// The items, newest first by the time of their status (those without one last; ties by
    /// title, then number).
    public var items: [LostAndFoundItem]

    /// Creates a group.
    public init(status: LostAndFoundItem.Status, items: [LostAndFoundItem]) {
        self.status = status
        self.items = items
    }

    /// The items grouped by status in the order lost, found, returned, then unknown; a status
    /// without items has no group. With a search text, only the items in whose title or
    /// description every word begins a word (case and Latin accents aside).
    public static func grouping(_ items: [LostAndFoundItem], searching text: String = "") -> [LostAndFoundGroup] {
        let queryWords = DealerQuery.searchWords(in: text).map { Substring($0) }
        let found = items.filter { item in
            guard !queryWords.isEmpty else { return true }
            let words = SearchWords(SearchFolding.folded(item.title + " " + item.description))
            return words.containsPrefixes(of: queryWords)
        }
        return LostAndFoundItem.Status.allCases.compactMap { status in
            let members = found.filter { $0.status == status }.sorted(by: newestFirst)
            return members.isEmpty ? nil : LostAndFoundGroup(status: status, items: members)
        }
    }

    private static func newestFirst(_ one: LostAndFoundItem, _ other: LostAndFoundItem) -> Bool {
        switch (one.statusTime, other.statusTime) {
        case (let first?, let second?) where first != second: return first > second
        case (.some, nil): return true
        case (nil, .some): return false
        default: return (one.title, one.id) < (other.title, other.id)
        }
    }
}
