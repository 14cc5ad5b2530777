/// Dealers whose preferred names start with the same letter, as the A–Z listing shows them.
public struct DealerGroup: Hashable, Sendable {
    /// The letter, upper case and without diacritics (`A`), or `#` for names that start with no letter.
    public var letter: String
    /// The dealers, by preferred name ignoring case.
    public var dealers: [Dealer]

    /// Creates a group.
    public init(letter: String, dealers: [Dealer]) {
        self.letter = letter
        self.dealers = dealers
    }

    /// Dealers grouped by letter, A–Z, with `#` last; in a group, by preferred name folded
    /// (ignoring case and Latin diacritics), then as written, then by identifier. Each name is
    /// folded once.
    static func groups(of dealers: [Dealer]) -> [DealerGroup] {
        var byLetter: [String: [(folded: String, dealer: Dealer)]] = [:]
        for dealer in dealers {
            let folded = SearchFolding.folded(dealer.preferredName)
            let letter = folded.first.flatMap { $0.isLetter ? $0.uppercased() : nil } ?? "#"
            byLetter[letter, default: []].append((folded, dealer))
        }
        return byLetter.keys
            .sorted { ($0 == "#" ? 1 : 0, $0) < ($1 == "#" ? 1 : 0, $1) }
            .map { letter in
                let sorted = byLetter[letter]!.sorted {
                    ($0.folded, $0.dealer.preferredName, $0.dealer.id) < ($1.folded, $1.dealer.preferredName, $1.dealer.id)
                }
                return DealerGroup(letter: letter, dealers: sorted.map(\.dealer))
            }
    }
}
