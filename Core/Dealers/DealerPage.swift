/// A page of the Dealers' Den A–Z listing (for a search and categories), with the letters of the
/// whole listing, so that a page can say where it is and a letter can be jumped to without
/// reading every dealer.
public struct DealerPage: Hashable, Sendable {
    /// The page's dealers, A–Z (by `Dealer.listingKey`).
    public var dealers: [Dealer]
    /// Every letter of the whole listing, not only the page's, A–Z with `#` last, each with how
    /// many dealers it has.
    public var letters: [DealerLetter]

    /// Creates a page.
    public init(dealers: [Dealer], letters: [DealerLetter]) {
        self.dealers = dealers
        self.letters = letters
    }

    /// A page of these dealers (each listed once): ordered by `Dealer.listingKey`, then cut to the
    /// range. This is the rule every store's `dealerPage(matching:in:)` must agree with.
    public init(listing dealers: some Sequence<Dealer>, in range: PageRange) {
        let sorted = dealers.map { dealer in
            let key = dealer.listingKey
            return (key: key, letter: Dealer.listingLetter(ofListingKey: key), dealer: dealer)
        }
        .sorted { Dealer.listingKey($0.key, precedes: $1.key) }
        var letters: [DealerLetter] = []
        for entry in sorted {
            if letters.last?.letter == entry.letter {
                letters[letters.count - 1].count += 1
            } else {
                letters.append(DealerLetter(letter: entry.letter, count: 1))
            }
        }
        let start = min(range.offset, sorted.count)
        let end = range.limit.map { min(sorted.count, start + $0) } ?? sorted.count
        self.init(dealers: sorted[start..<end].map(\.dealer), letters: letters)
    }

    /// How many dealers the whole listing has.
    public var totalCount: Int {
        letters.reduce(0) { $0 + $1.count }
    }

    /// Where the first dealer filed under a letter is in the whole listing, counting from 0; nil
    /// when the listing has no such letter.
    public func offset(ofLetter letter: String) -> Int? {
        var offset = 0
        for entry in letters {
            if entry.letter == letter { return offset }
            offset += entry.count
        }
        return nil
    }

    /// The page's dealers grouped by letter, in order (a letter a page break splits is in both
    /// pages).
    public var groups: [DealerGroup] {
        var groups: [DealerGroup] = []
        for dealer in dealers {
            let letter = dealer.listingLetter
            if groups.last?.letter == letter {
                groups[groups.count - 1].dealers.append(dealer)
            } else {
                groups.append(DealerGroup(letter: letter, dealers: [dealer]))
            }
        }
        return groups
    }
}
