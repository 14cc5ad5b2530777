/// A letter of the Dealers' Den A–Z listing and how many dealers it files under it.
public struct DealerLetter: Hashable, Sendable {
    /// The letter (`Dealer.listingLetter`), e.g. `A`, or `#`.
    public var letter: String
    /// How many of the listed dealers it has.
    public var count: Int

    /// Creates a letter's entry.
    public init(letter: String, count: Int) {
        self.letter = letter
        self.count = count
    }
}
