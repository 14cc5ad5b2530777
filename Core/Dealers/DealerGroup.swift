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

    /// The letter a name is listed under.
    static func letter(of name: String) -> String {
        guard let first = SearchFolding.folded(name).first, first.isLetter else { return "#" }
        return first.uppercased()
    }

    /// Listing order: by preferred name, folded (ignoring case and Latin diacritics), then as written,
    /// then by identifier.
    static func isInListingOrder(_ lhs: Dealer, _ rhs: Dealer) -> Bool {
        let left = (SearchFolding.folded(lhs.preferredName), lhs.preferredName, lhs.id)
        let right = (SearchFolding.folded(rhs.preferredName), rhs.preferredName, rhs.id)
        return left < right
    }

    /// Dealers grouped by letter, A–Z, with `#` last.
    static func groups(of dealers: [Dealer]) -> [DealerGroup] {
        var byLetter: [String: [Dealer]] = [:]
        for dealer in dealers {
            byLetter[letter(of: dealer.preferredName), default: []].append(dealer)
        }
        return byLetter.keys
            .sorted { ($0 == "#" ? 1 : 0, $0) < ($1 == "#" ? 1 : 0, $1) }
            .map { DealerGroup(letter: $0, dealers: byLetter[$0]!.sorted(by: isInListingOrder)) }
    }
}
