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
    /// (ignoring case and Latin diacritics), then as written, then by identifier
    /// (`Dealer.listingKey`).
    static func groups(of dealers: [Dealer]) -> [DealerGroup] {
        DealerPage(listing: dealers, in: .everything).groups
    }
}
