extension Dealer {
    /// The letter the A–Z listing files the dealer under: the first character of the preferred
    /// name, upper case and without Latin diacritics (`É` → `E`), or `#` for a name that does not
    /// start with a letter.
    public var listingLetter: String {
        Self.listingLetter(ofFolded: SearchFolding.folded(preferredName))
    }

    /// The key the A–Z listing orders dealers by, compared by Unicode scalars (which is byte by
    /// byte in UTF-8): `0` (`1` for `#`, so it comes last) and the letter, then the preferred name
    /// ignoring case and Latin diacritics, then as written, then the identifier, each part ended by
    /// U+0001 so that a shorter part comes before a longer one it begins: `0E␁eve␁Eve␁dealer-2`.
    /// A store that lists dealers in its own order (a sorted column) sorts by this key and agrees
    /// with the Core; `listingLetter(ofListingKey:)` reads the letter back.
    public var listingKey: String {
        let folded = SearchFolding.folded(preferredName)
        let letter = Self.listingLetter(ofFolded: folded)
        let end = "\u{1}"
        return (letter == "#" ? "1" : "0") + letter + end + folded + end + preferredName + end + id.rawValue
    }

    /// The letter of a listing key (`listingKey`): its text from the second character to the first
    /// U+0001, so a store that keeps only the keys knows every dealer's letter.
    public static func listingLetter(ofListingKey key: String) -> String {
        String(decoding: key.utf8.dropFirst().prefix { $0 != 1 }, as: UTF8.self)
    }

    /// Whether a dealer of one listing key comes before a dealer of another in the A–Z listing.
    static func listingKey(_ first: String, precedes second: String) -> Bool {
        first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    private static func listingLetter(ofFolded folded: String) -> String {
        folded.first.flatMap { $0.isLetter ? $0.uppercased() : nil } ?? "#"
    }
}
